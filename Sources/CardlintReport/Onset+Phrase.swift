import CardlintReading
import CardlintRules

extension Onset {
    /// Where the finding begins, in words: for each viewport, the smallest type scale it holds at and
    /// the largest one below that where it is still fine ("from AX3 on iphone-se-320 (fine at
    /// xxxLarge); fine on ipad-820"). Viewports that fail alike are named together. Empty when the
    /// finding holds on no viewport.
    public var phrase: String {
        var groups: [(key: String, viewports: [String])] = []
        var fine: [String] = [], unsureOn: [String] = []
        var allFailEverywhere = true
        for v in viewports {
            if v.failing.isEmpty {
                if v.unverified.isEmpty { fine.append(v.viewport) } else { unsureOn.append(v.viewport) }
                allFailEverywhere = false
                continue
            }
            let key = Self.describe(scales: v.typeScales, failed: v.failing, unsure: Set(v.unverified))
            if v.failing.count != v.typeScales.count { allFailEverywhere = false }
            if let i = groups.firstIndex(where: { $0.key == key }) {
                groups[i].viewports.append(v.viewport)
            } else {
                groups.append((key, [v.viewport]))
            }
        }
        guard !groups.isEmpty else { return "" }
        if allFailEverywhere, viewports.count > 1, groups.count == 1 {
            return Self.fill(groups[0].key, "on every viewport")
        }
        var parts = groups.map { Self.fill($0.key, "on " + $0.viewports.joined(separator: ", ")) }
        if !unsureOn.isEmpty { parts.append("unverified on " + unsureOn.joined(separator: ", ")) }
        if !fine.isEmpty { parts.append("fine on " + fine.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    /// `template` with its `{on}` replaced by `on`.
    static func fill(_ template: String, _ on: String) -> String {
        let u = Array(template.utf8), marker = Array("{on}".utf8)
        guard let i = ByteSearch.find(marker, in: u) else { return template }
        return String(decoding: u[..<i], as: UTF8.self) + on + String(decoding: u[(i + marker.count)...], as: UTF8.self)
    }

    /// How the failing scales of one viewport read, with `{on}` where the viewports go. `scales`:
    /// the viewport's scales, smallest first; `failed`: those where it holds, in that order. A scale
    /// in `unsure` is one where the finding is only an unverified note: not called fine.
    static func describe(scales: [String], failed: [String], unsure: Set<String> = []) -> String {
        func state(_ scale: String) -> String { unsure.contains(scale) ? "unverified" : "fine" }
        if failed.count == scales.count {
            return scales.count == 1 ? "at \(scales[0]) {on}" : "at every type scale {on}"
        }
        guard let first = failed.first, let i = scales.firstIndex(of: first) else { return "" }
        if Array(scales[i...]) == failed {
            return i > 0 ? "from \(first) {on} (\(state(scales[i - 1])) at \(scales[i - 1]))" : "from \(first) {on}"
        }
        if Array(scales.prefix(failed.count)) == failed {
            return "up to \(failed[failed.count - 1]) {on} (\(state(scales[failed.count])) from \(scales[failed.count]))"
        }
        return "at \(failed.joined(separator: ", ")) {on}"
    }
}

extension Finding {
    /// The message as reporters show it to people: the message, then " — " and where the finding
    /// begins (`Onset.phrase`) when it is a layout finding (before what the kit added later, at
    /// `onsetOffset`: "(in 2 of 3 items; quoted: item 1)"). Fingerprints and baselines hash this text,
    /// as they did when the phrase was part of the message, so baselines written then still match.
    public var shownMessage: String {
        guard let onset else { return message }
        let phrase = onset.phrase
        guard !phrase.isEmpty else { return message }
        let u = message.utf8
        guard let k = onsetOffset, k >= 0, k < u.count else { return message + " — " + phrase }
        let i = u.index(u.startIndex, offsetBy: k)
        return String(message[..<i]) + " — " + phrase + String(message[i...])
    }
}
