// Reading XML: XDocument.Parse and XElement.Parse (attributes, namespaces, entities and
// character references, CDATA, comments, processing instructions, whitespace), XmlDocument.LoadXml
// with XPath (SelectNodes, SelectSingleNode, InnerText), XmlReader's node stream, a malformed
// document's XmlException, and Uri. The reader normalizes names and text with String.Normalize
// (Mono's normalization tables, runtime/corelib/Normalization.cs), finds Encoding.Default
// (runtime/corelib/Culture.cs) and reads System.Xml's configuration defaults (runtime/corelib/Xml.cs).
// MCS-FLAGS: -r:System.Xml -r:System.Xml.Linq -r:System.Core
using System;
using System.IO;
using System.Linq;
using System.Xml;
using System.Xml.Linq;

class Program
{
    const string Books =
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n" +
        "<!-- a catalogue -->\n" +
        "<?render mode=\"fast\"?>\n" +
        "<b:library xmlns:b=\"urn:books\" xmlns=\"urn:default\" owner=\"Ann &amp; Bob\">\n" +
        "  <b:book id=\"1\" year=\"1999\"><title>Alpha &lt;&gt; Omega</title><price>10.50</price></b:book>\n" +
        "  <b:book id=\"2\" year=\"2005\"><title>Caf&#233; &#x2603;</title><price>7</price></b:book>\n" +
        "  <note><![CDATA[<not> & parsed]]></note>\n" +
        "  <empty/>\n" +
        "</b:library>";

    static void LinqToXml()
    {
        XDocument doc = XDocument.Parse(Books);
        Console.WriteLine(doc.Declaration);
        XElement root = doc.Root;
        Console.WriteLine(root.Name + " owner=" + (string)root.Attribute("owner"));
        XNamespace b = "urn:books", d = "urn:default";
        foreach (XElement book in root.Elements(b + "book"))
            Console.WriteLine((int)book.Attribute("id") + " " + (string)book.Element(d + "title") + " "
                              + (decimal)book.Element(d + "price") + " " + (int)book.Attribute("year"));
        Console.WriteLine(root.Elements(b + "book").Sum(x => (decimal)x.Element(d + "price")));
        Console.WriteLine("note: " + root.Element(d + "note").Value);
        Console.WriteLine("empty: " + root.Element(d + "empty").IsEmpty);
        foreach (XNode node in doc.Nodes())
            Console.WriteLine(node.NodeType + ": " + node);
        Console.WriteLine(doc);
        Console.WriteLine(root.ToString(SaveOptions.DisableFormatting));

        XElement e = XElement.Parse("<r a='1' b=\"two\">  text <i>x</i> tail </r>", LoadOptions.PreserveWhitespace);
        Console.WriteLine(e.Attributes().Count() + " [" + e.Value + "] " + e.Nodes().Count());
        XElement p = XElement.Parse("<list>\n  <n>3</n>\n  <n>1</n>\n  <n>2</n>\n</list>");
        Console.WriteLine(string.Join(",", p.Elements("n").Select(n => (int)n).OrderBy(n => n)));
        Console.WriteLine(p);
    }

    static void Dom()
    {
        var doc = new XmlDocument();
        doc.LoadXml("<lib><book id='1' lang='en'><t>A &amp; B</t></book><book id='2'><t>C</t></book>"
                    + "<book id='3' lang='fr'><t>D&#233;j&#224;</t></book></lib>");
        foreach (XmlNode n in doc.SelectNodes("/lib/book[@id>1]/t"))
            Console.WriteLine(n.InnerText);
        Console.WriteLine(doc.DocumentElement.InnerText);
        Console.WriteLine(doc.SelectSingleNode("//book[@lang='fr']/@id").Value);
        Console.WriteLine(doc.SelectNodes("//book[@lang]").Count + " " + doc.DocumentElement.ChildNodes.Count);
        XmlElement added = doc.CreateElement("book");
        added.SetAttribute("id", "4");
        added.InnerText = "E < F";
        doc.DocumentElement.AppendChild(added);
        Console.WriteLine(doc.OuterXml);
    }

    static void Reader()
    {
        using (XmlReader r = XmlReader.Create(new StringReader("<a x='1' y=\"&quot;\"><b>t&amp;u</b><!--c--><?pi data?><c/></a>")))
        {
            while (r.Read())
            {
                Console.Write(r.NodeType + " " + r.Name + " [" + r.Value + "] depth " + r.Depth);
                if (r.NodeType == XmlNodeType.Element && r.HasAttributes)
                    for (int i = 0; i < r.AttributeCount; i++)
                        Console.Write(" " + i + "=" + r.GetAttribute(i));
                Console.WriteLine(r.IsEmptyElement ? " empty" : "");
            }
        }
    }

    static void Malformed()
    {
        foreach (string text in new[] { "<a><b></a>", "<a x='1' x='2'/>", "<a>&nope;</a>", "" })
        {
            try
            {
                XDocument.Parse(text);
                Console.WriteLine("parsed");
            }
            catch (XmlException e)
            {
                Console.WriteLine("XmlException " + e.LineNumber + ":" + e.LinePosition);
            }
        }
    }

    static void Uris()
    {
        var u = new Uri("http://user@example.com:8080/a%20b/c.txt?q=1&r=%C3%A9#frag");
        Console.WriteLine(u.Scheme + " " + u.Host + " " + u.Port + " " + u.UserInfo + " " + u.AbsolutePath);
        Console.WriteLine(u.Query + " " + u.Fragment + " " + u.Segments.Length + " " + u.IsDefaultPort);
        Console.WriteLine(u.LocalPath + " " + u.PathAndQuery + " " + u.Authority);
        Console.WriteLine(new Uri(new Uri("http://x.org/a/b/"), "../c?d").ToString());
        Console.WriteLine(new Uri("HTTP://Example.COM/%7Euser").ToString());
        Console.WriteLine(Uri.EscapeDataString("a b&c/\u00e9") + " " + Uri.UnescapeDataString("a%20b%C3%A9"));
        Uri parsed;
        Console.WriteLine(Uri.TryCreate("not a uri", UriKind.Absolute, out parsed) + " "
                          + Uri.IsWellFormedUriString("http://ok.org/x", UriKind.Absolute));
        Console.WriteLine(new Uri("file:///tmp/some%20file.xml").LocalPath);
    }

    static void Main()
    {
        LinqToXml();
        Dom();
        Reader();
        Malformed();
        Uris();
    }
}
