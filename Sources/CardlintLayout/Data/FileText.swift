import CardlintReading

/// Reads a whole UTF-8 data file (`FileBytes`: a regular file, at most `RegularFile.maxSize` bytes).
enum FileText {
    static func read(_ path: String) -> String? {
        (try? FileBytes.read(path, limit: RegularFile.maxSize).get()).map { String(decoding: $0, as: UTF8.self) }
    }
}
