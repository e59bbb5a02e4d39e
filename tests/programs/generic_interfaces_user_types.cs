// Classes and structs implementing generic BCL interfaces over user types (IComparable<P>,
// IEquatable<P>, over a struct, a nested class and an enum): the interface rows are TypeSpecs
// naming this assembly's own types, read while the assembly's types are being loaded. Called
// directly, through the interface, and through a generic method constrained by it.
using System;

enum Suit { Clubs, Hearts }

struct Card : IComparable<Card>, IEquatable<Card> {
    public int Rank;
    public Suit Suit;
    public Card(int rank, Suit suit) { Rank = rank; Suit = suit; }
    public int CompareTo(Card o) { return Rank != o.Rank ? Rank.CompareTo(o.Rank) : ((int)Suit).CompareTo((int)o.Suit); }
    public bool Equals(Card o) { return Rank == o.Rank && Suit == o.Suit; }
}

class Person : IComparable<Person> {
    public readonly string Name;
    public readonly int Age;
    public Person(string name, int age) { Name = name; Age = age; }
    public int CompareTo(Person o) { return o == null ? 1 : Age - o.Age; }

    public class Badge : IEquatable<Badge>, IEquatable<Suit> {
        public int Id;
        public bool Equals(Badge o) { return o != null && o.Id == Id; }
        public bool Equals(Suit s) { return (int)s == Id; }
    }
}

class Program {
    static T Max<T>(T a, T b) where T : IComparable<T> { return a.CompareTo(b) >= 0 ? a : b; }
    static bool Same<T>(T a, T b) where T : IEquatable<T> { return a.Equals(b); }

    static void Main() {
        Person ann = new Person("Ann", 31), bob = new Person("Bob", 27);
        Console.WriteLine(ann.CompareTo(bob));
        Console.WriteLine(bob.CompareTo(null));
        IComparable<Person> c = bob;
        Console.WriteLine(c.CompareTo(ann));
        Console.WriteLine(Max(ann, bob).Name);

        Card a = new Card(10, Suit.Hearts), b = new Card(10, Suit.Clubs);
        Console.WriteLine(a.CompareTo(b));
        Console.WriteLine(Max(a, b).Suit);
        Console.WriteLine(Same(a, b) + " " + Same(a, new Card(10, Suit.Hearts)));
        IEquatable<Card> e = a;
        Console.WriteLine(e.Equals(b));

        Person.Badge x = new Person.Badge(), y = new Person.Badge();
        x.Id = 1; y.Id = 1;
        Console.WriteLine(Same(x, y));
        Console.WriteLine(x.Equals(Suit.Hearts) + " " + x.Equals(Suit.Clubs));
        IEquatable<Suit> s = x;
        Console.WriteLine(s.Equals(Suit.Hearts));
    }
}
