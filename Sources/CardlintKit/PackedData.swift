import CardlintReading
import Foundation

/// Writes a data folder's YAML image (`YAMLImage`) into it: done once when packaging
/// (`cardlint pack-data`, run by `Scripts/install.sh`), never by a lint.
public enum PackedData {
    /// Parses every YAML file of the data folder at `root` and writes their image as
    /// `root/.yaml-image`; returns how many files it holds. The bytes go to a new file created in
    /// the folder under a random name (`O_CREAT | O_EXCL | O_NOFOLLOW`, as `--fix` writes), synced and
    /// renamed over the image: a link in the folder is never followed, and a failed write leaves the
    /// old image (or none) in place.
    public static func write(root: String) throws(KitError) -> Int {
        let files: [YAMLImage.File]
        do { files = try YAMLImage.files(root: root) } catch { throw .message(error.description) }
        let bytes = YAMLImage.encode(files)
        let folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw .message("cannot open \(root): \(String(cString: strerror(errno)))") }
        defer { close(folder) }
        var temporary = "", fd: Int32 = -1
        for _ in 0..<8 {
            temporary = YAMLImage.fileName + "." + FixTarget.randomHex()
            fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .message("cannot create a file in \(root): \(String(cString: strerror(errno)))") }
        let written = FixTarget.writeAll(fd, bytes) && fsync(fd) == 0
        let reason = String(cString: strerror(errno))
        close(fd)
        guard written, renameat(folder, temporary, folder, YAMLImage.fileName) == 0 else {
            let why = written ? String(cString: strerror(errno)) : reason
            unlinkat(folder, temporary, 0)
            throw .message("cannot write \(root)/\(YAMLImage.fileName): \(why)")
        }
        return files.count
    }
}
