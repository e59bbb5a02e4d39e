// System.Xml: its string hashers look by reflection (Type.GetMethod on System.String, then
// Delegate.CreateDelegate) for a randomized hash that Mono's String does not have, and then
// fall back to their own old hash functions. Here reflection cannot see the framework's types,
// so the plugs take that fallback directly: the same values as Mono's.
using System.Runtime.CompilerServices;

namespace Cil2Mir.Plugs
{
    [Import("System.Xml.SecureStringHasher")]
    internal sealed class SecureStringHasherFields
    {
        internal int hashCodeRandomizer;

        [MethodImpl(MethodImplOptions.InternalCall)]
        internal static extern int GetHashCodeOfString(string key, int sLen, long additionalEntropy);
    }

    [Plug("System.Xml.SecureStringHasher")]
    static class SecureStringHasherPlug
    {
        static int GetHashCode(SecureStringHasherFields self, string key)
        {
            return SecureStringHasherFields.GetHashCodeOfString(key, key.Length, self.hashCodeRandomizer);
        }
    }

    [Import("System.Xml.XmlQualifiedName")]
    internal sealed class XmlQualifiedNameFields
    {
        internal string name;
        internal int hash;
    }

    [Plug("System.Xml.XmlQualifiedName")]
    static class XmlQualifiedNamePlug
    {
        // (Mono's fallback hashes the name with String.GetHashCode)
        static int GetHashCode(XmlQualifiedNameFields self)
        {
            if (self.hash == 0) self.hash = self.name.GetHashCode();
            return self.hash;
        }
    }

    // System.Xml's settings from the application's configuration file (ConfigurationManager,
    // which starts from the entry assembly's location): Mono's machine.config declares none of
    // System.Xml's sections and a compiled program has no .exe.config, so each is its default.
    [Plug("System.Xml.XmlConfiguration.XmlReaderSection")]
    static class XmlReaderSectionPlug
    {
        static bool get_ProhibitDefaultUrlResolver() { return false; }

        static bool get_CollapseWhiteSpaceIntoEmptyString() { return false; }
    }

    [Plug("System.Xml.XmlConfiguration.XsltConfigSection")]
    static class XsltConfigSectionPlug
    {
        static bool get_s_ProhibitDefaultUrlResolver() { return false; }

        static bool get_LimitXPathComplexity() { return false; }
    }

    [Import("System.Xml.XmlDownloadManager")]
    internal sealed class XmlDownloadManagerFields
    {
    }

    // What XmlUrlResolver opens for a URI other than a file (an external DTD or entity over
    // http): Mono makes a web request (System.Net, whose ServicePointManager reads the
    // application's configuration), which a compiled program cannot; files are read as in Mono.
    [Plug("System.Xml.XmlDownloadManager")]
    static class XmlDownloadManagerPlug
    {
        static System.IO.Stream GetNonFileStream(XmlDownloadManagerFields self, System.Uri uri,
                                                 System.Net.ICredentials credentials, System.Net.IWebProxy proxy,
                                                 System.Net.Cache.RequestCachePolicy cachePolicy)
        {
            Raise.NotSupported("cil2mir: web requests are not supported (" + uri + ").");
            return null;
        }

        static System.Threading.Tasks.Task<System.IO.Stream> GetNonFileStreamAsync(
            XmlDownloadManagerFields self, System.Uri uri, System.Net.ICredentials credentials,
            System.Net.IWebProxy proxy, System.Net.Cache.RequestCachePolicy cachePolicy)
        {
            Raise.NotSupported("cil2mir: web requests are not supported (" + uri + ").");
            return null;
        }
    }
}
