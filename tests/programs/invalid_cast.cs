// A failing castclass: InvalidCastException, uncaught. Mono prints the exception to stderr and
// exits with code 1; the output before it must be flushed.
using System;

class Animal { }
class Dog : Animal { }
class Cat : Animal { }

class InvalidCast
{
    static void Main()
    {
        Animal a = new Cat();
        Console.WriteLine("casting a Cat to Dog");
        Dog d = (Dog)a;
        Console.WriteLine("not reached");
    }
}
