import ArgumentParser
import CardlintKit

/// `cardlint pack-data DIR`: writes the data folder's YAML and metric images (`PackedData`). Run by
/// `Scripts/install.sh` when packaging; hidden from help, as no user needs it.
struct PackData: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pack-data",
        abstract: "Write a data folder's parsed YAML (.yaml-image) and metric tables (metrics/.metric-image) into it, for packaging.",
        shouldDisplay: false)

    @Argument(help: ArgumentHelp("The data folder (an installed rules/ folder).", valueName: "folder"))
    var folder: String

    func run() throws {
        let count = try PackedData.write(root: folder)
        print("wrote \(folder)/.yaml-image (\(count) YAML files) and \(folder)/metrics/.metric-image")
    }
}
