/// Code-point order of two strings, read from their UTF-8 in place: bytes compared as unsigned
/// numbers, a prefix before what continues it (what `lexicographicallyPrecedes` on the UTF-8 views
/// answers), eight bytes at a time. Report order sorts paths that share long prefixes.
enum ByteOrder {
    static func less(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in less(x, y) } }
    }

    static func less(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = min(x.count, y.count)
        var i = 0
        while i + 8 <= n {
            // Both buffers hold at least `n` > 0 bytes here, so their base addresses are not nil.
            // Big-endian: the first differing byte decides the numbers' order.
            let p = UnsafeRawPointer(x.baseAddress! + i).loadUnaligned(as: UInt64.self).bigEndian
            let q = UnsafeRawPointer(y.baseAddress! + i).loadUnaligned(as: UInt64.self).bigEndian
            if p != q { return p < q }
            i += 8
        }
        while i < n {
            if x[i] != y[i] { return x[i] < y[i] }
            i += 1
        }
        return x.count < y.count
    }
}
