// newarr of every kind of element type: interfaces, enums (int and byte), System.ValueType,
// System.Enum, object, generic class and struct instances, structs; in a generic method (new T[n])
// for each; jagged arrays of generic instances; covariance checks on ValueType[] and IShape[]
// seen as object[]; Enum[] is ValueType[]; GetType().Name of each; enumerated through
// IEnumerable<T> (covariantly as IEnumerable<object>).
using System;
using System.Collections.Generic;

interface IShape { int Area(); }
class Sq : IShape { public int S; public Sq(int s) { S = s; } public int Area() { return S * S; } }
enum Color { Red, Green, Blue = 7 }
enum Size : byte { Small = 1, Large = 200 }
struct Pt { public int X, Y; public override string ToString() { return "(" + X + "," + Y + ")"; } }
class Box<T> { public T V; public Box(T v) { V = v; } }
struct Pair<A, B> { public A First; public B Second; }

class P {
    static T[] Make<T>(int n) { return new T[n]; }
    static void Main() {
        IShape[] shapes = new IShape[3];
        shapes[0] = new Sq(2);
        shapes[2] = new Sq(5);
        Console.WriteLine(shapes.Length + " " + shapes.GetType().Name + " " + (shapes[1] == null));
        Console.WriteLine(shapes[0].Area() + shapes[2].Area());
        object o = shapes;
        Console.WriteLine(o is IShape[]);
        Console.WriteLine(o is object[]);

        Color[] colors = new Color[4];
        colors[1] = Color.Green; colors[3] = Color.Blue;
        foreach (Color c in colors) Console.Write(c + " ");
        Console.WriteLine(colors.GetType().Name);
        Console.WriteLine((int)colors[3]);

        ValueType[] vts = new ValueType[4];
        vts[0] = 42; vts[1] = Color.Red; vts[2] = new Pt { X = 1, Y = 2 }; vts[3] = 2.5;
        foreach (ValueType v in vts) Console.Write(v + " ");
        Console.WriteLine(vts.GetType().Name);

        Enum[] enums = new Enum[2];
        enums[0] = Color.Blue; enums[1] = Size.Large;
        Console.WriteLine(enums[0] + " " + enums[1] + " " + enums.GetType().Name);

        object[] objs = new object[3];
        objs[0] = "s"; objs[1] = 1; objs[2] = colors;
        Console.WriteLine(objs.Length + " " + objs.GetType().Name + " " + objs[0] + objs[1]);

        Box<int>[] boxes = new Box<int>[2];
        boxes[1] = new Box<int>(9);
        Console.WriteLine(boxes[1].V + " " + (boxes[0] == null) + " " + boxes.GetType().Name);
        Pair<int, string>[] pairs = new Pair<int, string>[2];
        pairs[1].First = 3; pairs[1].Second = "x";
        Console.WriteLine(pairs[1].First + pairs[1].Second + (pairs[0].Second == null) + " " + pairs.GetType().Name);
        Console.WriteLine(Make<Color>(2).GetType().Name + " " + Make<IShape>(1).GetType().Name + " "
            + Make<ValueType>(1).Length + " " + Make<Box<string>>(3).GetType().Name + " " + Make<Enum>(0).Length);
        Box<int>[][] jag = new Box<int>[2][];
        jag[1] = boxes;
        Console.WriteLine(jag[1][1].V + " " + jag.GetType().Name);
        object[] asObj = vts;
        try { asObj[0] = "str"; Console.WriteLine("stored"); }
        catch (ArrayTypeMismatchException) { Console.WriteLine("ArrayTypeMismatchException"); }
        asObj[0] = Color.Green;
        Console.WriteLine(vts[0]);
        object[] ifaces = shapes;
        try { ifaces[1] = "str"; Console.WriteLine("stored"); }
        catch (ArrayTypeMismatchException) { Console.WriteLine("ArrayTypeMismatchException"); }
        Enum[] enumsAgain = enums;
        object eo = enumsAgain;
        Console.WriteLine((eo is ValueType[]) + " " + (eo is Enum[]) + " " + (eo is object[]) + " " + ((object)vts is Enum[]));
        IEnumerable<Enum> enumerable = enums;
        foreach (Enum x in enumerable) Console.Write(x + " ");
        IEnumerable<object> covariant = shapes;
        foreach (object x in covariant) Console.Write((x == null) + " ");
        IEnumerable<ValueType> values = vts;
        foreach (ValueType x in values) Console.Write(x + " ");
        Console.WriteLine();
        Pt[] pts = new Pt[2];
        pts[1].X = 4;
        Console.WriteLine(pts[1] + " " + pts.GetType().Name);
    }
}
