// Assemblies through reflection (Type.Assembly, Assembly.GetExecutingAssembly...): one object
// per assembly, as Mono has, so that assemblies compare by reference. Mono's RuntimeAssembly
// reads the loaded image; here the compiler lists, in a program that asks, the assemblies its
// types come from with their display names, the assembly of each of its type descriptors,
// and the program's own types in declaration order (runtime_tables.assembly_tables).
using System;
using System.Globalization;
using System.Reflection;
using System.Runtime.CompilerServices;

namespace Cil2Mir
{
    internal static class Assemblies
    {
        // the assemblies' table: row 0 is the program's
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern int Count();
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern string Name(int row);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern int Of(Type type);     // -1: not listed
        // the program's types, as its TypeDef table lists them
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern int TypeCount();
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern Type TypeAt(int i);
        [MethodImpl(MethodImplOptions.InternalCall)] internal static extern bool Exported(int i);

        static ListedAssembly[] made = new ListedAssembly[0];

        // The one object of an assembly (also what the runtime's Type.Assembly gives)
        internal static Assembly Get(int row)
        {
            if (row < 0) Raise.NotSupported("cil2mir: the assembly of this type is not known at run time.");
            if (row >= made.Length) Array.Resize(ref made, row + 1);
            if (made[row] == null) made[row] = new ListedAssembly(row);
            return made[row];
        }

        internal static Assembly Entry() { return Get(Count() > 0 ? 0 : -1); }

        // Assembly.GetExecutingAssembly(): the compiler passes the calling method's assembly's
        // display name (frontend/objects.py)
        internal static Assembly Named(string name)
        {
            for (int row = 0; row < Count(); row++)
                if (Name(row) == name) return Get(row);
            Raise.NotSupported("cil2mir: the assembly " + name + " is not known at run time.");
            return null;
        }
    }

    sealed class ListedAssembly : Assembly
    {
        readonly int row;
        internal ListedAssembly(int row) { this.row = row; }

        public override string FullName { get { return Assemblies.Name(row); } }
        public override string ToString() { return FullName; }

        // `Name, Version=a.b.c.d, Culture=c, PublicKeyToken=t` parsed back into its parts
        public override AssemblyName GetName(bool copiedName)
        {
            string[] parts = FullName.Split(',');
            AssemblyName name = new AssemblyName();
            name.Name = parts[0];
            for (int i = 1; i < parts.Length; i++)
            {
                string part = parts[i].Trim();
                int eq = part.IndexOf('=');
                string key = part.Substring(0, eq), value = part.Substring(eq + 1);
                if (key == "Version") name.Version = new Version(value);
                else if (key == "Culture" && value == "neutral") name.CultureInfo = CultureInfo.InvariantCulture;
                else if (key == "Culture")
                    Raise.NotSupported("cil2mir: the culture of a satellite assembly is not supported.");
                else if (key == "PublicKeyToken") name.SetPublicKeyToken(Token(value));
            }
            return name;
        }

        static byte[] Token(string hex)
        {
            if (hex == "null") return new byte[0];
            byte[] token = new byte[hex.Length / 2];
            for (int i = 0; i < token.Length; i++)
                token[i] = byte.Parse(hex.Substring(2 * i, 2), NumberStyles.HexNumber);
            return token;
        }

        public override Type[] GetTypes() { return Types(false); }
        public override Type[] GetExportedTypes() { return Types(true); }

        Type[] Types(bool exportedOnly)
        {
            if (row != 0)
                Raise.NotSupported("cil2mir: the types of " + FullName + " are not known at run time (only the program's own).");
            int n = 0;
            for (int i = 0; i < Assemblies.TypeCount(); i++)
                if (!exportedOnly || Assemblies.Exported(i)) n++;
            Type[] types = new Type[n];
            n = 0;
            for (int i = 0; i < Assemblies.TypeCount(); i++)
                if (!exportedOnly || Assemblies.Exported(i)) types[n++] = Assemblies.TypeAt(i);
            return types;
        }

        public override Type GetType(string name, bool throwOnError, bool ignoreCase)
        {
            if (name == null) Raise.ArgumentNull("Value cannot be null.");     // (Mono names no parameter)
            if (name.Length == 0)       // (Mono's, its arguments swapped)
                Raise.Again((Exception)(object)new ArgumentException("name", "Name cannot be empty"));
            if (row != 0)
                return Type.GetType(name + ", " + GetName(false).Name, throwOnError, ignoreCase);
            StringComparison comparison = ignoreCase ? StringComparison.OrdinalIgnoreCase : StringComparison.Ordinal;
            for (int i = 0; i < Assemblies.TypeCount(); i++)
            {
                Type t = Assemblies.TypeAt(i);
                if (string.Equals(t.FullName, name, comparison)) return t;
            }
            if (throwOnError)
                Raise.Again((Exception)(object)new TypeLoadException("Could not load type '" + name +
                                                                     "' from assembly '" + FullName + "'."));
            return null;
        }

        public override string Location
        {
            get { Raise.NotSupported("cil2mir: a compiled program has no assembly file (Assembly.Location)."); return null; }
        }

        public override string CodeBase
        {
            get { Raise.NotSupported("cil2mir: a compiled program has no assembly file (Assembly.CodeBase)."); return null; }
        }
    }
}

namespace Cil2Mir.Plugs
{
    [Plug("System.Reflection.Assembly")]
    static class AssemblyPlug
    {
        // (a call is compiled as Assemblies.Named of the caller's assembly: this body runs only
        // through a delegate)
        static Assembly GetExecutingAssembly()
        {
            Raise.NotSupported("cil2mir: Assembly.GetExecutingAssembly through a delegate is not supported.");
            return null;
        }

        static Assembly GetEntryAssembly() { return Assemblies.Entry(); }
    }

    [Plug("System.Reflection.AssemblyName")]
    static class AssemblyNamePlug
    {
        // Mono's runtime: the last 8 bytes of the key's SHA-1, reversed
        static unsafe void get_public_token(byte* token, byte* pubkey, int len)
        {
            byte[] key = new byte[len];
            for (int i = 0; i < len; i++) key[i] = pubkey[i];
            byte[] hash = new System.Security.Cryptography.SHA1Managed().ComputeHash(key);
            for (int i = 0; i < 8; i++) token[i] = hash[hash.Length - 1 - i];
        }
    }

    [Plug("System.Type")]
    static class TypeAssemblyPlug
    {
        static string get_AssemblyQualifiedName(Type self)
        {
            return self.FullName == null ? null : self.FullName + ", " + self.Assembly.FullName;
        }
    }
}
