import Foundation

/// An open document: its text as the client holds it, and the version the client gave it.
public struct Document: Sendable {
    public var uri: String
    public var version: Int
    public var bytes: [UInt8]

    /// The file system path for a `file:` URI (nil for other schemes: untitled buffers).
    public var path: String? { Document.path(ofURI: uri) }

    public static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    /// Applies one `contentChanges` entry: a whole new text, or a range (in the client's encoding) replaced.
    public mutating func apply(text: String, range: (start: Position, end: Position)?, encoding: PositionEncoding) {
        guard let range else {
            bytes = Array(text.utf8)
            return
        }
        let index = LineIndex(bytes: bytes, encoding: encoding)
        let start = index.offset(of: range.start)
        let end = max(start, index.offset(of: range.end))
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
    }
}
