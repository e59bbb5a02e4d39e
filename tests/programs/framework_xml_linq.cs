// LINQ to XML (System.Xml.Linq over System.Xml): elements, attributes, text that needs escaping,
// namespaces, queries and conversions, printed indented and unformatted. System.Xml hashes
// names with its fallback hash functions, which Mono's own reflection falls back to too (the
// plugs in runtime/corelib/Xml.cs). Parsing is framework_xml_reading.cs's.
// MCS-FLAGS: -r:System.Xml -r:System.Xml.Linq -r:System.Core
using System;
using System.Linq;
using System.Xml.Linq;

class Program
{
    static void Main()
    {
        XNamespace ns = "urn:books";
        var library = new XElement(ns + "library",
            new XAttribute(XNamespace.Xmlns + "b", ns),
            new XElement(ns + "book", new XAttribute("id", 1), new XAttribute("year", 1999),
                         new XElement(ns + "title", "Alpha & Omega"), new XElement(ns + "price", 10.5)),
            new XElement(ns + "book", new XAttribute("id", 2), new XAttribute("year", 2005),
                         new XElement(ns + "title", "<Beta>"), new XElement(ns + "price", 7.25)),
            new XComment("more to come"),
            new XElement(ns + "empty"));
        Console.WriteLine(library);
        Console.WriteLine(library.ToString(SaveOptions.DisableFormatting));
        foreach (var book in library.Elements(ns + "book").OrderByDescending(b => (int)b.Attribute("year")))
            Console.WriteLine(book.Attribute("id").Value + " " + book.Element(ns + "title").Value + " " + (double)book.Element(ns + "price"));
        Console.WriteLine(library.Descendants(ns + "price").Sum(p => (decimal)p) + " " + library.Elements().Count() + " " +
                          library.Name.LocalName + " " + library.Name.NamespaceName);
        var doc = new XDocument(new XDeclaration("1.0", "utf-8", null), new XElement("root", new XElement("n", 42)));
        doc.Root.Add(new XElement("m", true));
        doc.Root.Element("n").SetValue(43);
        doc.Root.SetAttributeValue("k", "v");
        Console.WriteLine(doc.Root);
        Console.WriteLine((int)doc.Root.Element("n") + " " + (bool)doc.Root.Element("m") + " " + (string)doc.Root.Attribute("k") +
                          " " + (doc.Root.Element("missing") == null));
    }
}
