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
}
