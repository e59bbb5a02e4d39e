// Inheritance: base class fields come first and keep their values in derived objects,
// constructors run base first (field initialisers of the derived class run before the base
// constructor, as C# specifies), base(...) arguments, protected fields, a derived object
// used through a base-typed reference, three levels deep, hiding a field with `new`.
using System;

class Log
{
    public static int Step;
    public static int Note(string what) { Step++; Console.WriteLine(Step + ": " + what); return Step; }
}

class Animal
{
    protected string name;
    public int Legs;
    public int BaseInit = Log.Note("Animal field initialiser");

    public Animal(string name, int legs)
    {
        Log.Note("Animal ctor " + name);
        this.name = name;
        Legs = legs;
    }

    public string Describe() { return name + " has " + Legs + " legs"; }
}

class Dog : Animal
{
    public int Tricks;
    public int DogInit = Log.Note("Dog field initialiser");

    public Dog(string name, int tricks) : base(name, 4)
    {
        Log.Note("Dog ctor");
        Tricks = tricks;
    }

    public string Show() { return name + " knows " + Tricks + " tricks"; }
}

class Puppy : Dog
{
    public new int Tricks;      // hides Dog.Tricks
    public byte Age;

    public Puppy(string name) : base(name, 1)
    {
        Log.Note("Puppy ctor");
        Tricks = 100;
        Age = 1;
    }
}

class InheritanceCtorOrder
{
    static void Main()
    {
        var d = new Dog("Rex", 3);
        Console.WriteLine(d.Describe());
        Console.WriteLine(d.Show());
        Console.WriteLine(d.BaseInit + " " + d.DogInit);
        Animal a = d;
        a.Legs = 3;
        Console.WriteLine(d.Describe());
        Console.WriteLine(a.Describe());

        var p = new Puppy("Bit");
        Console.WriteLine(p.Tricks);
        Console.WriteLine(((Dog)p).Tricks);
        Console.WriteLine(p.Show());
        Console.WriteLine(p.Describe());
        Console.WriteLine(p.Age);
        Animal pa = p;
        Console.WriteLine(pa.Legs);
        Console.WriteLine(Log.Step);
    }
}
