// binary-trees (the Benchmarks Game's algorithm, written here): allocate and walk many
// complete binary trees. A tree node is an 8-byte struct around a reference to its children,
// so node values are copied and zeroed as structs. Argument: the maximum depth.
using System;

struct TreeNode
{
    class Children { public TreeNode left, right; }

    readonly Children children;

    TreeNode(TreeNode left, TreeNode right)
    {
        children = new Children { left = left, right = right };
    }

    public static TreeNode Create(int depth)
    {
        if (depth <= 0) return new TreeNode();
        return new TreeNode(Create(depth - 1), Create(depth - 1));
    }

    public int Check()
    {
        if (children == null) return 1;
        return 1 + children.left.Check() + children.right.Check();
    }
}

class BinaryTrees
{
    const int MinDepth = 4;

    static void Main(string[] args)
    {
        int n = args.Length > 0 ? int.Parse(args[0]) : 10;
        int maxDepth = Math.Max(MinDepth + 2, n);
        int stretch = maxDepth + 1;
        Console.WriteLine("stretch tree of depth " + stretch + "\t check: " + TreeNode.Create(stretch).Check());
        TreeNode longLived = TreeNode.Create(maxDepth);
        for (int depth = MinDepth; depth <= maxDepth; depth += 2) {
            int iterations = 1 << (maxDepth - depth + MinDepth);
            int check = 0;
            for (int i = 0; i < iterations; i++) check += TreeNode.Create(depth).Check();
            Console.WriteLine(iterations + "\t trees of depth " + depth + "\t check: " + check);
        }
        Console.WriteLine("long lived tree of depth " + maxDepth + "\t check: " + longLived.Check());
    }
}
