// Custom attributes through reflection: attributes of types and members made anew from
// their constructor and named arguments (strings, numbers, enums, types, arrays, boxed
// objects, null), AllowMultiple and inheritance, IsDefined, Attribute's static helpers,
// framework attributes (Obsolete, Flags, Serializable as a pseudo-attribute), attributes of
// enum constants, and the TypeAttributes that Type.IsAbstract and its kin read.
using System;
using System.Linq;
using System.Reflection;

enum Level { Low, Mid, High }

[AttributeUsage(AttributeTargets.All, AllowMultiple = true, Inherited = true)]
class NoteAttribute : Attribute
{
    public readonly string Text;
    public int Priority;
    public Level Level { get; set; }
    public Type Related { get; set; }
    public object Extra;
    public NoteAttribute(string text) { Text = text; }
    public NoteAttribute(string text, int priority) : this(text) { Priority = priority; }
    public override string ToString()
    {
        return "Note(" + (Text ?? "null") + ", " + Priority + ", " + Level + ", " +
               (Related == null ? "-" : Related.Name) + ", " + (Extra ?? "-") + ")";
    }
}

[AttributeUsage(AttributeTargets.Class, Inherited = false)]
class SealedNoteAttribute : Attribute { }

[AttributeUsage(AttributeTargets.All)]
class ListAttribute : Attribute
{
    public int[] Numbers; public string[] Words; public Type[] Types; public object Boxed;
    public ListAttribute(int[] numbers, params string[] words) { Numbers = numbers; Words = words; }
    public override string ToString()
    {
        return "List([" + (Numbers == null ? "null" : string.Join(",", Numbers)) + "], [" +
               string.Join(",", Words) + "], " + (Types == null ? "-" : string.Join(",", Types.Select(t => t.Name))) +
               ", " + (Boxed == null ? "-" : Boxed.GetType().Name + ":" + Boxed) + ")";
    }
}

class CountedAttribute : Attribute
{
    public static int Made;
    static CountedAttribute() { Console.WriteLine("CountedAttribute's static constructor"); }
    public CountedAttribute() { Made++; }
}

class FailingAttribute : Attribute
{
    public FailingAttribute(int n) { if (n < 0) throw new ArgumentOutOfRangeException("n", "negative"); }
}

[Note("base", 1, Level = Level.High)]
[SealedNote]
[Serializable]
class Animal
{
    [Note("name field", Extra = 42)] public string Name = "?";
    [Note("legs", Related = typeof(int))] public int Legs { get; set; }
    [Note("speak")] [Obsolete("use Talk")] public virtual string Speak() { return "..."; }
    [Counted] public void Counted() { }
    public string Talk() { return "hi"; }
    [Note("ctor")] public Animal() { }
}

[Note("dog")]
[List(new[] { 1, 2, 3 }, "a", "b", Types = new[] { typeof(string), typeof(Level) }, Boxed = Level.Mid)]
sealed class Dog : Animal
{
    public override string Speak() { return "woof"; }
}

[List(null)] abstract class Shape { }
[Failing(-1)] class Broken { }
class Plain { public class Inner { } }
interface IThing { }
[Flags] enum Access { None = 0, [Note("read")] Read = 1, Write = 2, [Obsolete] Old = 4 }

class Program
{
    static void Show(string what, object[] attributes)
    {
        Console.WriteLine(what + ": " + string.Join("; ", attributes.Select(a => a.ToString()).OrderBy(s => s, StringComparer.Ordinal)));
    }

    static void Main()
    {
        Show("Animal", typeof(Animal).GetCustomAttributes(false));
        Show("Animal notes", typeof(Animal).GetCustomAttributes(typeof(NoteAttribute), false));
        Show("Dog own", typeof(Dog).GetCustomAttributes(false));
        Show("Dog inherited", typeof(Dog).GetCustomAttributes(true));
        Show("Dog notes inherited", typeof(Dog).GetCustomAttributes(typeof(NoteAttribute), true));
        Console.WriteLine(typeof(Dog).GetCustomAttributes(typeof(NoteAttribute), true).GetType());
        Console.WriteLine(typeof(Dog).IsDefined(typeof(SealedNoteAttribute), true) + " " +
                          typeof(Animal).IsDefined(typeof(SealedNoteAttribute), false) + " " +
                          typeof(Dog).IsDefined(typeof(NoteAttribute), false) + " " +
                          typeof(Plain).IsDefined(typeof(NoteAttribute), true));
        Console.WriteLine(typeof(Animal).IsDefined(typeof(SerializableAttribute), false) + " " +
                          typeof(Dog).IsDefined(typeof(SerializableAttribute), false) + " " +
                          typeof(Animal).IsSerializable + " " + typeof(Access).IsDefined(typeof(FlagsAttribute), false));
        Show("Shape", typeof(Shape).GetCustomAttributes(false));
        Show("Plain", typeof(Plain).GetCustomAttributes(true));

        var note = (NoteAttribute)Attribute.GetCustomAttribute(typeof(Dog), typeof(NoteAttribute), false);
        Console.WriteLine(note + " " + Attribute.IsDefined(typeof(Dog), typeof(ListAttribute)));
        try { Attribute.GetCustomAttribute(typeof(Dog), typeof(NoteAttribute)); }
        catch (AmbiguousMatchException e) { Console.WriteLine(e.GetType().Name); }
        Console.WriteLine(Attribute.GetCustomAttributes(typeof(Dog)).Length + " " +
                          (Attribute.GetCustomAttribute(typeof(Plain), typeof(NoteAttribute)) == null));
        Console.WriteLine(typeof(Dog).GetCustomAttributes(false)[0] != typeof(Dog).GetCustomAttributes(false)[0]);

        foreach (var f in typeof(Animal).GetFields()) Show("field " + f.Name, f.GetCustomAttributes(false));
        foreach (var p in typeof(Animal).GetProperties()) Show("property " + p.Name, p.GetCustomAttributes(typeof(NoteAttribute), true));
        foreach (var c in typeof(Animal).GetConstructors()) Show("constructor", c.GetCustomAttributes(false));
        foreach (var m in typeof(Animal).GetMethods().OrderBy(m => m.Name, StringComparer.Ordinal))
        {
            var obsolete = (ObsoleteAttribute)Attribute.GetCustomAttribute(m, typeof(ObsoleteAttribute));
            Console.WriteLine("method " + m.Name + " " + m.IsDefined(typeof(NoteAttribute), false) +
                              (obsolete == null ? "" : " obsolete: " + obsolete.Message + " " + obsolete.IsError));
        }
        var noted = typeof(Animal).GetMethods().Where(m => m.GetCustomAttributes(typeof(NoteAttribute), false).Length > 0);
        Console.WriteLine(string.Join(",", noted.Select(m => m.Name)));
        Console.WriteLine(Attribute.GetCustomAttribute(typeof(Animal).GetProperty("Legs"), typeof(NoteAttribute)));

        Console.WriteLine(CountedAttribute.Made);
        typeof(Animal).GetMethod("Counted").GetCustomAttributes(false);
        typeof(Animal).GetMethod("Counted").GetCustomAttributes(false);
        Console.WriteLine(CountedAttribute.Made);

        foreach (var f in typeof(Access).GetFields())
            Console.WriteLine("enum field " + f.Name + " " + f.GetCustomAttributes(false).Length + " " +
                              f.IsDefined(typeof(ObsoleteAttribute), false));
        var read = (NoteAttribute)typeof(Access).GetField("Read").GetCustomAttributes(typeof(NoteAttribute), false)[0];
        Console.WriteLine(read.Text);

        try { typeof(Broken).GetCustomAttributes(false); }
        catch (Exception e) { Console.WriteLine(e.GetType().Name + ": " + e.Message.Replace("\n", " ")); }

        foreach (var t in new[] { typeof(Animal), typeof(Dog), typeof(Shape), typeof(IThing), typeof(Plain.Inner), typeof(Access), typeof(Program) })
            Console.WriteLine(t.Name + " " + (int)t.Attributes + " abstract " + t.IsAbstract + " sealed " + t.IsSealed +
                              " public " + t.IsPublic + " nested " + t.IsNested + " class " + t.IsClass +
                              " interface " + t.IsInterface + " serializable " + t.IsSerializable);
    }
}
