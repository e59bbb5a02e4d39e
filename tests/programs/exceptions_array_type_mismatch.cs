// ArrayTypeMismatchException, caught: storing into a covariant array an element of the wrong
// type (object into string[], sibling class into a derived-class array, array into a jagged array
// of another element type), taking the address of an element (ref a[i]) of a covariant array,
// Array.Copy between incompatible arrays. Stores that are allowed: null, the exact type, a
// subclass; the failed store leaves the element unchanged.
using System;

class Animal { public string Name; public Animal(string n) { Name = n; } }
class Dog : Animal { public Dog(string n) : base(n) { } }
class Cat : Animal { public Cat(string n) : base(n) { } }
class Puppy : Dog { public Puppy(string n) : base(n) { } }

class ExceptionsArrayTypeMismatch
{
    static void Touch(ref object slot) { slot = "touched"; }

    static void Run(int k)
    {
        string[] strs = { "a", "b" };
        object[] objs = strs;
        Animal[] animals = new Dog[] { new Dog("rex"), new Dog("fido") };
        object[][] jag = new string[1][];
        try
        {
            switch (k)
            {
                case 0: objs[0] = new object(); break;
                case 1: objs[1] = 42; break;
                case 2: objs[0] = null; break;
                case 3: objs[0] = "z"; break;
                case 4: animals[1] = new Cat("tom"); break;
                case 5: animals[1] = new Animal("generic"); break;
                case 6: animals[1] = new Puppy("bit"); break;
                case 7: jag[0] = new object[1]; break;
                case 8: jag[0] = new string[3]; break;
                case 9: Touch(ref objs[0]); break;
                case 10: Array.Copy(new int[] { 1 }, new string[1], 1); break;
                case 11: Array.Copy(new object[] { "q", 5 }, strs, 2); break;
                default: return;
            }
            Console.WriteLine(k + ": stored, strs=" + strs[0] + "," + strs[1] + " animal=" + animals[1].Name);
        }
        catch (ArrayTypeMismatchException e)
        {
            Console.WriteLine(k + ": " + e.GetType().Name + ": " + e.Message);
            Console.WriteLine("   strs=" + strs[0] + "," + strs[1] + " animal=" + animals[1].Name);
        }
        catch (InvalidCastException e) { Console.WriteLine(k + ": " + e.GetType().Name + " strs=" + strs[0] + "," + strs[1]); }
    }

    static void Main()
    {
        for (int k = 0; k < 13; k++) Run(k);
    }
}
