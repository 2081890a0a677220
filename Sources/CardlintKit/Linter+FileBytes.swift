import CardlintReading
import Foundation

extension Linter {
    /// The bytes of the file at `path` (`FileBytes`: a regular file read by what arrives, at most
    /// `limit` bytes); nil when it is missing, not a regular file, too large or unreadable.
    public static func contents(atPath path: String, limit: Int = LintSettings.defaultMaxFileSize) -> [UInt8]? {
        try? FileBytes.read(path, limit: limit).get()
    }

    /// The bytes of the input to lint: standard input for `-`, else the file, within the size limit.
    func read(_ input: FileWalker.Input) -> Result<[UInt8], FileBytes.Failure> {
        input.path == "-" ? FileBytes.readStream(STDIN_FILENO, limit: settings.fileSizeLimit)
                          : FileBytes.read(input.path, limit: settings.fileSizeLimit)
    }
}
