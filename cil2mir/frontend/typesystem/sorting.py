"""Mono's Array.Sort of keys and values, step for step: where equal keys end up is not
specified, and output shows it (Enum.GetNames of an enum whose values are declared out of
order and repeat: Mono sorts them with this introsort, which keeps equal values in
declaration order only up to 16 names)."""

from __future__ import annotations


def array_sort(keys: list, values: list) -> tuple[list, list]:
    """Mono's Array.Sort(keys, items) of IComparable keys (GenericArraySortHelper's
    introsort: insertion sort up to 16, median-of-three quicksort, heapsort past its depth
    limit), as new lists."""
    keys, values = list(keys), list(values)

    def swap(i, j):
        keys[i], keys[j] = keys[j], keys[i]
        values[i], values[j] = values[j], values[i]

    def swap_if_greater(i, j):
        if i != j and keys[i] > keys[j]:
            swap(i, j)

    def insertion(lo, hi):
        for i in range(lo, hi):
            j, t, tv = i, keys[i + 1], values[i + 1]
            while j >= lo and t < keys[j]:
                keys[j + 1], values[j + 1] = keys[j], values[j]
                j -= 1
            keys[j + 1], values[j + 1] = t, tv

    def down_heap(i, n, lo):
        d, dv = keys[lo + i - 1], values[lo + i - 1]
        while i <= n >> 1:
            child = 2 * i
            if child < n and keys[lo + child - 1] < keys[lo + child]:
                child += 1
            if keys[lo + child - 1] < d:
                break
            keys[lo + i - 1], values[lo + i - 1] = keys[lo + child - 1], values[lo + child - 1]
            i = child
        keys[lo + i - 1], values[lo + i - 1] = d, dv

    def heapsort(lo, hi):
        n = hi - lo + 1
        for i in range(n >> 1, 0, -1):
            down_heap(i, n, lo)
        for i in range(n, 1, -1):
            swap(lo, lo + i - 1)
            down_heap(1, i - 1, lo)

    def partition(lo, hi):
        middle = lo + (hi - lo) // 2
        swap_if_greater(lo, middle)
        swap_if_greater(lo, hi)
        swap_if_greater(middle, hi)
        pivot = keys[middle]
        swap(middle, hi - 1)
        left, right = lo, hi - 1
        while left < right:
            left += 1
            while pivot > keys[left]:
                left += 1
            right -= 1
            while pivot < keys[right]:
                right -= 1
            if left >= right:
                break
            swap(left, right)
        swap(left, hi - 1)
        return left

    def intro(lo, hi, depth):
        while hi > lo:
            size = hi - lo + 1
            if size <= 16:
                if size == 1:
                    return
                if size == 2:
                    swap_if_greater(lo, hi)
                    return
                if size == 3:
                    swap_if_greater(lo, hi - 1)
                    swap_if_greater(lo, hi)
                    swap_if_greater(hi - 1, hi)
                    return
                insertion(lo, hi)
                return
            if depth == 0:
                heapsort(lo, hi)
                return
            depth -= 1
            p = partition(lo, hi)
            intro(p + 1, hi, depth)
            hi = p - 1

    n = len(keys)
    if n >= 2:
        intro(0, n - 1, 2 * n.bit_length())
    return keys, values
