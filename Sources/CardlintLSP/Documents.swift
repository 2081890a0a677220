import Foundation

/// An open document: its text as the client holds it, and the version the client gave it.
/// Its line index is made once per text (when opened or changed) and serves the next change's
/// positions, the diagnostics, code actions and hover of this version.
public struct Document: Sendable {
    public var uri: String
    public var version: Int
    /// The text and where its lines start.
    public private(set) var lines: LineIndex
    public var bytes: [UInt8] { lines.bytes }

    public init(uri: String, version: Int, bytes: [UInt8], encoding: PositionEncoding) {
        self.uri = uri; self.version = version
        lines = LineIndex(bytes: bytes, encoding: encoding)
    }

    /// The file system path for a `file:` URI (nil for other schemes: untitled buffers).
    public var path: String? { Document.path(ofURI: uri) }

    public static func path(ofURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.path
    }

    /// Applies one `contentChanges` entry: a whole new text, or a range (in the client's encoding) replaced.
    public mutating func apply(text: String, range: (start: Position, end: Position)?, encoding: PositionEncoding) {
        guard let range else {
            lines = LineIndex(bytes: Array(text.utf8), encoding: encoding)
            return
        }
        let start = lines.offset(of: range.start)
        let end = max(start, lines.offset(of: range.end))
        lines = LineIndex(replacing: start..<end, of: lines, with: Array(text.utf8), encoding: encoding)
    }
}
