import CardlintReading
import CardlintText
import Foundation

/// Writes a data folder's YAML image (`YAMLImage`) and its metric tables' image (`MetricImage`)
/// into it: done once when packaging (`cardlint pack-data`, run by `Scripts/install.sh`), never by a lint.
public enum PackedData {
    /// Parses every YAML file of the data folder at `root` and writes their image as
    /// `root/.yaml-image`, and the family and kerning tables of `root/metrics` as
    /// `root/metrics/.metric-image`; returns how many YAML files the image holds. The bytes go to a
    /// new file created in the folder under a random name (`O_CREAT | O_EXCL | O_NOFOLLOW`, as `--fix`
    /// writes), synced and renamed over the image: a link in the folder is never followed, and a
    /// failed write leaves the old image (or none) in place.
    public static func write(root: String) throws(KitError) -> Int {
        let files: [YAMLImage.File]
        do { files = try YAMLImage.files(root: root) } catch { throw .message(error.description) }
        try write(YAMLImage.encode(files), to: root, name: YAMLImage.fileName)
        let metrics: [UInt8]
        do { metrics = try MetricImage.build(directory: root + "/metrics") } catch { throw .message(error.description) }
        try write(metrics, to: root + "/metrics", name: MetricImage.fileName)
        return files.count
    }

    private static func write(_ bytes: [UInt8], to root: String, name: String) throws(KitError) {
        let folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw .message("cannot open \(root): \(String(cString: strerror(errno)))") }
        defer { close(folder) }
        var temporary = "", fd: Int32 = -1
        for _ in 0..<8 {
            temporary = name + "." + FixTarget.randomHex()
            fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { throw .message("cannot create a file in \(root): \(String(cString: strerror(errno)))") }
        let written = FixTarget.writeAll(fd, bytes) && fsync(fd) == 0
        let reason = String(cString: strerror(errno))
        close(fd)
        guard written, renameat(folder, temporary, folder, name) == 0 else {
            let why = written ? String(cString: strerror(errno)) : reason
            unlinkat(folder, temporary, 0)
            throw .message("cannot write \(root)/\(name): \(why)")
        }
    }
}
