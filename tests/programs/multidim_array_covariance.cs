// Arrays of references are covariant in every rank: a T[,] seen as object[,] still checks
// what is stored into it (Set) and hands out references only to its exact element type
// (Address); Mono checks the element type before the indices, after the null array.
using System;

class Animal { public string Name = "animal"; }
class Dog : Animal { public Dog() { Name = "dog"; } }

class Program {
    static void Clear(ref Animal a) { a = null; }

    static void Try(string what, Action a) {
        try {
            a();
            Console.WriteLine(what + ": ok");
        } catch (Exception e) {
            Console.WriteLine(what + ": " + e.GetType().Name);
        }
    }

    static void Main() {
        Animal[,] dogs = new Dog[2, 2];
        Animal[,] none = null;
        object[,,] cube = new string[1, 1, 2];
        Try("dog into Dog[,]", () => dogs[0, 1] = new Dog());
        Try("animal into Dog[,]", () => dogs[1, 0] = new Animal());
        Try("animal out of range", () => dogs[5, 0] = new Animal());
        Try("null into Dog[,]", () => dogs[1, 1] = null);
        Try("null out of range", () => dogs[2, 0] = null);
        Try("null array", () => none[5, 0] = new Animal());
        Try("ref into Dog[,]", () => Clear(ref dogs[0, 1]));
        Try("ref out of range", () => Clear(ref dogs[9, 9]));
        Try("ref into null", () => Clear(ref none[0, 0]));
        Try("string into string[,,]", () => cube[0, 0, 1] = "s");
        Try("int into string[,,]", () => cube[0, 0, 0] = 1);
        Animal[,] animals = new Animal[1, 1];
        Try("ref into Animal[,]", () => Clear(ref animals[0, 0]));
        animals[0, 0] = new Dog();
        Console.WriteLine(animals[0, 0].Name + " " + (dogs[0, 1] == null) + " " + cube[0, 0, 1]);
    }
}
