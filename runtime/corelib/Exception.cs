// System.Exception and the usual subclasses of the cil2mir corelib, with Mono 6.8's default
// messages and its ToString(). Compiled by mcs into the corelib assembly and by cil2mir into
// every program that uses them.
//
// The C runtime creates the exceptions it raises itself (runtime/cil2mir_rt.h, rt_raise) by
// allocating the object and storing the message into `_message`, without running a
// constructor: so every field other than `_message` must be fine as zero (null), and an
// ArgumentException raised by the runtime has its "\nParameter name: x" inside `_message`.
// `_message` stays the first field declared (the frontend reports its offset anyway).
using System.Runtime.CompilerServices;

namespace System
{
    [Cil2Mir.Plug]
    public class Exception
    {
        internal string _message;
        Exception _innerException;
        // The frames the exception met since it was last thrown, the runtime's
        // (runtime/cil2mir_rt.c, rt_trace; this third place is where it looks); null until
        // then. Not a managed object: nothing but the runtime reads it.
        object _trace;

        public Exception() { }

        public Exception(string message) { _message = message; }

        public Exception(string message, Exception innerException)
        {
            _message = message;
            _innerException = innerException;
        }

        // Type.ToString() of the runtime type: "Outer+Inner" for a nested type, generic
        // arguments without their assemblies.
        string ClassName() { return GetType().ToString(); }

        // Mono: a null message (never an empty one) is replaced by this text.
        public virtual string Message
        {
            get
            {
                if (_message == null) return "Exception of type '" + ClassName() + "' was thrown.";
                return _message;
            }
        }

        public Exception InnerException { get { return _innerException; } }

        // Mono's frames ("  at Type.Method (Params) [0x000il] in <mvid>:0 ", one a line);
        // null for an exception never thrown.
        public virtual string StackTrace { get { return Cil2Mir.Traces.Text(this); } }

        // Mono's default: the assembly name of the method that threw (of its first frame)
        string _source;
        public virtual string Source
        {
            get { return _source ?? (_source = Cil2Mir.Traces.Source(this)); }
            set { _source = value; }
        }

        // Mono's constructors set each type's code; the runtime makes its exceptions without
        // running one, so a type's default stands until a code is set.
        int _HResult;
        bool _hresultSet;
        public int HResult
        {
            get { return _hresultSet ? _HResult : DefaultHResult; }
            set { _HResult = value; _hresultSet = true; }
        }
        internal void SetErrorCode(int hr) { HResult = hr; }
        internal virtual int DefaultHResult { get { return unchecked((int)0x80131500); } }

        // made when first asked for, as Mono's
        System.Collections.IDictionary _data;
        public virtual System.Collections.IDictionary Data
        {
            get { return _data ?? (_data = (System.Collections.IDictionary)(object)new Cil2Mir.ListDictionaryInternal()); }
        }

        string _helpURL;
        public virtual string HelpLink { get { return _helpURL; } set { _helpURL = value; } }

        // A framework exception's inner exception, for a plug that cannot pass it to the
        // constructor (Cil2Mir.Plugs.ActivatorPlug).
        internal Exception WithInner(Exception inner)
        {
            _innerException = inner;
            return this;
        }

        public virtual Exception GetBaseException()
        {
            Exception e = this;
            while (e._innerException != null) e = e._innerException;
            return e;
        }

        // Mono's Exception.ToString(needFileLineInfo, needMessage): the inner exception is
        // rendered by this same non-virtual code (its ToString override is not called, its
        // Message override is), and so is the trace (not the StackTrace property).
        string Render()
        {
            string message = Message;
            string s = ClassName();
            if (message != null && message.Length > 0) s = s + ": " + message;
            if (_innerException != null)
                s = s + " ---> " + _innerException.Render()
                    + "\n   --- End of inner exception stack trace ---";
            string trace = Cil2Mir.Traces.Text(this);
            if (trace != null) s = s + "\n" + trace;
            return s;
        }

        public override string ToString() { return Render(); }
    }

    [Cil2Mir.Plug]
    public class SystemException : Exception
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131501); } }
        public SystemException() : base("System error.") { }
        public SystemException(string message) : base(message) { }
        public SystemException(string message, Exception inner) : base(message, inner) { }
    }

    // Raised by the runtime (rt_type_init_failed) when a static constructor throws; it sets
    // the message and the inner exception only, so TypeName is read from the message.
    [Cil2Mir.Plug]
    public sealed class TypeInitializationException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131534); } }
        public TypeInitializationException(string fullTypeName, Exception innerException)
            : base("The type initializer for '" + fullTypeName + "' threw an exception.", innerException)
        {
        }

        public string TypeName
        {
            get
            {
                string m = Message;
                int start = m.IndexOf('\''), end = m.LastIndexOf("' threw");
                return start >= 0 && end > start ? m.Substring(start + 1, end - start - 1) : "";
            }
        }
    }

    [Cil2Mir.Plug]
    public class ApplicationException : Exception
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131600); } }
        public ApplicationException() : base("Error in the application.") { }
        public ApplicationException(string message) : base(message) { }
        public ApplicationException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public class ArithmeticException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80070216); } }
        public ArithmeticException() : base("Overflow or underflow in the arithmetic operation.") { }
        public ArithmeticException(string message) : base(message) { }
        public ArithmeticException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public class DivideByZeroException : ArithmeticException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80020012); } }
        public DivideByZeroException() : base("Attempted to divide by zero.") { }
        public DivideByZeroException(string message) : base(message) { }
        public DivideByZeroException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public class OverflowException : ArithmeticException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131516); } }
        public OverflowException() : base("Arithmetic operation resulted in an overflow.") { }
        public OverflowException(string message) : base(message) { }
        public OverflowException(string message, Exception inner) : base(message, inner) { }
    }

    // A NullReferenceException raised by the runtime has Mono's text without the final period.
    [Cil2Mir.Plug]
    public class NullReferenceException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80004003); } }
        public NullReferenceException() : base("Object reference not set to an instance of an object.") { }
        public NullReferenceException(string message) : base(message) { }
        public NullReferenceException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public sealed class IndexOutOfRangeException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131508); } }
        public IndexOutOfRangeException() : base("Index was outside the bounds of the array.") { }
        public IndexOutOfRangeException(string message) : base(message) { }
        public IndexOutOfRangeException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public class InvalidCastException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80004002); } }
        public InvalidCastException() : base("Specified cast is not valid.") { }
        public InvalidCastException(string message) : base(message) { }
        public InvalidCastException(string message, Exception inner) : base(message, inner) { }
        public InvalidCastException(string message, int errorCode) : base(message) { HResult = errorCode; }
    }

    [Cil2Mir.Plug]
    public class ArrayTypeMismatchException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131503); } }
        public ArrayTypeMismatchException()
            : base("Attempted to access an element as a type incompatible with the array.") { }
        public ArrayTypeMismatchException(string message) : base(message) { }
        public ArrayTypeMismatchException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public class OutOfMemoryException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x8007000E); } }
        public OutOfMemoryException() : base("Insufficient memory to continue the execution of the program.") { }
        public OutOfMemoryException(string message) : base(message) { }
        public OutOfMemoryException(string message, Exception inner) : base(message, inner) { }
    }

    // Message appends "\nParameter name: <paramName>" when paramName is not empty. The
    // exceptions the runtime raises have the name in their message only (see the top), and
    // no constructor ran: ParamName reads it from there.
    [Cil2Mir.Plug]
    public class ArgumentException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80070057); } }
        string _paramName;
        readonly bool _constructed = true;      // (false: raised by the runtime)

        public ArgumentException() : base("Value does not fall within the expected range.") { }
        public ArgumentException(string message) : base(message) { }
        public ArgumentException(string message, Exception inner) : base(message, inner) { }
        public ArgumentException(string message, string paramName) : base(message) { _paramName = paramName; }

        public ArgumentException(string message, string paramName, Exception innerException)
            : base(message, innerException)
        {
            _paramName = paramName;
        }

        public virtual string ParamName
        {
            get
            {
                if (_constructed || _message == null) return _paramName;
                int at = _message.LastIndexOf("\nParameter name: ", StringComparison.Ordinal);
                return at < 0 ? null : _message.Substring(at + 17);
            }
        }

        public override string Message
        {
            get
            {
                string s = base.Message;
                if (_paramName != null && _paramName.Length > 0) return s + "\nParameter name: " + _paramName;
                return s;
            }
        }
    }

    // (string) is the parameter name, (string, string) is (paramName, message), as in .NET.
    [Cil2Mir.Plug]
    public class ArgumentNullException : ArgumentException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80004003); } }
        public ArgumentNullException() : base("Value cannot be null.") { }
        public ArgumentNullException(string paramName) : base("Value cannot be null.", paramName) { }
        public ArgumentNullException(string paramName, string message) : base(message, paramName) { }
        public ArgumentNullException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public class ArgumentOutOfRangeException : ArgumentException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131502); } }
        public ArgumentOutOfRangeException() : base("Specified argument was out of the range of valid values.") { }

        public ArgumentOutOfRangeException(string paramName)
            : base("Specified argument was out of the range of valid values.", paramName) { }

        public ArgumentOutOfRangeException(string paramName, string message) : base(message, paramName) { }
        public ArgumentOutOfRangeException(string message, Exception inner) : base(message, inner) { }

        object _actualValue;

        public ArgumentOutOfRangeException(string paramName, object actualValue, string message)
            : base(message, paramName)
        {
            _actualValue = actualValue;
        }

        public virtual object ActualValue { get { return _actualValue; } }

        public override string Message
        {
            get
            {
                string s = base.Message;
                if (_actualValue == null) return s;
                string value = "Actual value was " + _actualValue.ToString() + ".";
                return s == null ? value : s + "\n" + value;
            }
        }
    }

    [Cil2Mir.Plug]
    public class FormatException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131537); } }
        public FormatException() : base("One of the identified items was in an invalid format.") { }
        public FormatException(string message) : base(message) { }
        public FormatException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public class RankException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131517); } }
        public RankException() : base("Attempted to operate on an array with the incorrect number of dimensions.") { }
        public RankException(string message) : base(message) { }
        public RankException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public class InvalidOperationException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131509); } }
        public InvalidOperationException() : base("Operation is not valid due to the current state of the object.") { }
        public InvalidOperationException(string message) : base(message) { }
        public InvalidOperationException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public class NotSupportedException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131515); } }
        public NotSupportedException() : base("Specified method is not supported.") { }
        public NotSupportedException(string message) : base(message) { }
        public NotSupportedException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public class NotImplementedException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80004001); } }
        public NotImplementedException() : base("The method or operation is not implemented.") { }
        public NotImplementedException(string message) : base(message) { }
        public NotImplementedException(string message, Exception inner) : base(message, inner) { }
    }

    [Cil2Mir.Plug]
    public sealed class StackOverflowException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x800703E9); } }
        public StackOverflowException() : base("Operation caused a stack overflow.") { }
        public StackOverflowException(string message) : base(message) { }
        public StackOverflowException(string message, Exception inner) : base(message, inner) { }
    }

}

namespace System.Collections.Generic
{
    [Cil2Mir.Plug]
    public class KeyNotFoundException : SystemException
    {
        internal override int DefaultHResult { get { return unchecked((int)0x80131577); } }
        public KeyNotFoundException() : base("The given key was not present in the dictionary.") { }
        public KeyNotFoundException(string message) : base(message) { }
        public KeyNotFoundException(string message, Exception inner) : base(message, inner) { }
    }
}

namespace System.Runtime.CompilerServices
{
    // What a thrown object that is not an Exception becomes (rt_throw, when the program's
    // assembly has WrapNonExceptionThrows; always in the unhandled-exception report). The
    // runtime makes it like its own exceptions and stores the object in _wrappedException,
    // whose offset the frontend reports (CsCorelib.exception_globals).
    [Cil2Mir.Plug]
    public sealed class RuntimeWrappedException : Exception
    {
        internal override int DefaultHResult { get { return unchecked((int)0x8013153E); } }
        object _wrappedException;

        RuntimeWrappedException()
            : base("An object that does not derive from System.Exception has been wrapped in a RuntimeWrappedException.")
        {
        }

        public object WrappedException { get { return _wrappedException; } }
    }
}

namespace Cil2Mir
{
    // The corelib cannot `throw` its own exception types (mcs takes System.Exception from
    // mscorlib): these raise them in the runtime (bound in frontend/corelib.py).
    internal static class Raise
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void InvalidOperation(string message);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void Argument(string message);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void ArgumentOutOfRange(string message);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void ArgumentNull(string message);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void NotSupported(string message);

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern void Again(System.Exception e);  // `throw e`
    }

    // Exception.Data's dictionary, as Mono's: mscorlib's internal one (entries in insertion order)
    [Import("System.Collections.ListDictionaryInternal")]
    internal sealed class ListDictionaryInternal
    {
        [MethodImpl(MethodImplOptions.InternalCall)]
        internal extern ListDictionaryInternal();
    }
}

namespace System.Runtime.ExceptionServices
{
    // Mono's captures the exception's stack trace to restore it when rethrown; there is none
    // here: Throw throws the exception again (Lazy<T>, tasks and awaiters rethrow this way).
    [Cil2Mir.Plug]
    public sealed class ExceptionDispatchInfo
    {
        readonly Exception _exception;

        ExceptionDispatchInfo(Exception exception) { _exception = exception; }

        public static ExceptionDispatchInfo Capture(Exception source)
        {
            if (source == null) Cil2Mir.Raise.ArgumentNull("Object cannot be null.\nParameter name: source");
            return new ExceptionDispatchInfo(source);
        }

        public Exception SourceException { get { return _exception; } }

        public void Throw() { Cil2Mir.Raise.Again(_exception); }

        public static void Throw(Exception source) { Capture(source).Throw(); }
    }
}
