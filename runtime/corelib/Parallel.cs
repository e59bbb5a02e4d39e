// What Parallel.ForEach and PLINQ reach beyond the thread pool (ThreadPool.cs).
namespace Cil2Mir.Plugs
{
    [Plug("System.Collections.Concurrent.Partitioner")]
    static class PartitionerPlug
    {
        // Mono's tests Nullable.GetUnderlyingType(typeof(TSource)), reflection over an open
        // generic type: a value type's chunks (Nullable's included) are 128 items, a
        // reference's 512 bytes of references
        internal static int GetDefaultChunkSize<TSource>()
        {
            return typeof(TSource).IsValueType ? 128 : 512 / System.IntPtr.Size;
        }
    }

    // (PLINQ's copy of the same test)
    [Plug("System.Linq.Parallel.Scheduling")]
    static class PlinqSchedulingPlug
    {
        static int GetDefaultChunkSize<T>() { return PartitionerPlug.GetDefaultChunkSize<T>(); }
    }
}
