// An ordinary program: a type inspector printing the custom attributes, flags and interfaces of framework and user types (primitives, String, plugged interfaces, the interfaces GetInterfaces gives).
using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;

[AttributeUsage(AttributeTargets.Class | AttributeTargets.Interface, Inherited = true)]
class NoteAttribute : Attribute
{
    public string Text;
    public NoteAttribute(string text) { Text = text; }
    public override string ToString() { return "Note(" + Text + ")"; }
}

[Note("shape interface")] interface IShape { double Area { get; } }
[Serializable, Note("a circle")] class Circle : IShape, IComparable<Circle>, ICloneable
{
    public double R;
    public double Area { get { return Math.PI * R * R; } }
    public int CompareTo(Circle o) { return R.CompareTo(o.R); }
    public object Clone() { return new Circle { R = R }; }
}
sealed class Ring : Circle { }

static class Inspector
{
    static string Attrs(Type t, bool inherit)
    {
        return string.Join(", ", t.GetCustomAttributes(inherit).Select(a => a.GetType().Name).OrderBy(n => n, StringComparer.Ordinal));
    }

    public static void Show(Type t)
    {
        Console.WriteLine("{0} (base {1})", t.FullName, t.BaseType == null ? "none" : t.BaseType.Name);
        Console.WriteLine("  flags: public={0} sealed={1} abstract={2} serializable={3} interface={4} value={5}",
            t.IsPublic, t.IsSealed, t.IsAbstract, t.IsSerializable, t.IsInterface, t.IsValueType);
        Console.WriteLine("  own attributes: [{0}]", Attrs(t, false));
        Console.WriteLine("  all attributes: [{0}]", Attrs(t, true));
        foreach (var i in t.GetInterfaces().OrderBy(x => x.FullName, StringComparer.Ordinal))
        {
            Console.WriteLine("  implements {0}: public={1} attributes=[{2}] extends=[{3}]", i.Name, i.IsPublic, Attrs(i, true),
                string.Join(",", i.GetInterfaces().Select(x => x.Name).OrderBy(x => x, StringComparer.Ordinal)));
        }
    }
}

static class Program
{
    static void Main()
    {
        var types = new[] { typeof(int), typeof(double), typeof(char), typeof(bool), typeof(DateTime), typeof(string),
                            typeof(object), typeof(IEnumerable), typeof(IList<int>), typeof(List<string>),
                            typeof(Circle), typeof(Ring), typeof(IShape) };
        foreach (var t in types) Inspector.Show(t);
        Console.WriteLine(typeof(Ring).IsDefined(typeof(NoteAttribute), true) + " " + typeof(Ring).IsDefined(typeof(NoteAttribute), false));
        var note = (NoteAttribute)Attribute.GetCustomAttribute(typeof(Ring), typeof(NoteAttribute));
        Console.WriteLine(note.Text);
        Console.WriteLine(typeof(int).IsDefined(typeof(SerializableAttribute), false) + " " + typeof(string).GetCustomAttributes(typeof(SerializableAttribute), false).Length);
        IShape s = new Ring { R = 2 };
        Console.WriteLine("{0:F3} {1}", s.Area, s.GetType().GetInterfaces().Length);
    }
}
