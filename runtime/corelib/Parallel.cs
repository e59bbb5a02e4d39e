// What Parallel.ForEach reaches beyond the thread pool (ThreadPool.cs).
namespace Cil2Mir.Plugs
{
    [Plug("System.Collections.Concurrent.Partitioner")]
    static class PartitionerPlug
    {
        // Mono's tests Nullable.GetUnderlyingType(typeof(TSource)), reflection over an open
        // generic type: a value type's chunks (Nullable's included) are 128 items, a
        // reference's 512 bytes of references
        static int GetDefaultChunkSize<TSource>()
        {
            return typeof(TSource).IsValueType ? 128 : 512 / System.IntPtr.Size;
        }
    }
}
