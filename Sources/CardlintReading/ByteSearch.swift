/// The one search for a byte sequence (an ASCII mark in a file or a string): compared byte for
/// byte, no locale, no normalisation. (On Linux `String.contains(_:)` is Foundation's, which bridges
/// each string to NSString; `_StringProcessing`'s `firstRange(of:)` is generic and unspecialised;
/// slices of `String.UTF8View` index slowly: arrays and a plain loop instead.)
public enum ByteSearch {
    /// The first offset at or after `from` where `needle` starts in `hay`; nil when there is none or
    /// `needle` is empty.
    public static func find(_ needle: [UInt8], in hay: [UInt8], from: Int = 0) -> Int? {
        guard let first = needle.first, from >= 0, hay.count >= needle.count else { return nil }
        var i = from
        while i <= hay.count - needle.count {
            if hay[i] == first {
                var k = 1
                while k < needle.count, hay[i + k] == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }
}

extension String.UTF8View {
    /// Whether `needle`'s bytes occur here (the empty needle occurs everywhere).
    public func containsBytes(of needle: String.UTF8View) -> Bool {
        needle.isEmpty || ByteSearch.find(Array(needle), in: Array(self)) != nil
    }
}
