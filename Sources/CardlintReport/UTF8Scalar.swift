extension UnsafeBufferPointer where Element == UInt8 {
    /// The scalar value and byte length of the character starting at `i` (in valid UTF-8, such
    /// as a `String`'s).
    func scalar(at i: Int) -> (value: UInt32, length: Int) {
        let c = self[i]
        if c < 0x80 { return (UInt32(c), 1) }
        let length = c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4
        var v = UInt32(c) & (0x7F >> length)
        for k in (i + 1)..<(i + length) { v = v << 6 | UInt32(self[k] & 0x3F) }
        return (v, length)
    }
}
