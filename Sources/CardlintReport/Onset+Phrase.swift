import CardlintRules

extension Onset {
    /// Where the finding begins, in words: for each viewport, the smallest type scale it holds at and
    /// the largest one below that where it is still fine ("from AX3 on iphone-se-320 (fine at
    /// xxxLarge); fine on ipad-820"). Viewports that fail alike are named together. Empty when the
    /// finding holds on no viewport.
    public var phrase: String {
        var groups: [(key: Words, viewports: [String])] = []
        var fine: [String] = [], unsureOn: [String] = []
        var allFailEverywhere = true
        for v in viewports {
            if v.failing.isEmpty {
                if v.unverified.isEmpty { fine.append(v.viewport) } else { unsureOn.append(v.viewport) }
                allFailEverywhere = false
                continue
            }
            let key = Self.describe(scales: v.typeScales, failed: v.failing, unsure: v.unverified)
            if v.failing.count != v.typeScales.count { allFailEverywhere = false }
            if let i = groups.firstIndex(where: { $0.key == key }) {
                groups[i].viewports.append(v.viewport)
            } else {
                groups.append((key, [v.viewport]))
            }
        }
        guard !groups.isEmpty else { return "" }
        if allFailEverywhere, viewports.count > 1, groups.count == 1 {
            return groups[0].key.on("on every viewport")
        }
        // The parts joined with "; " as UTF-8 bytes, made a string once (a string per part, per
        // list and per join cost more than finding the words).
        var out: [UInt8] = []
        out.reserveCapacity(64 * (groups.count + 2))
        func add(_ s: String) { out.append(contentsOf: s.utf8) }
        func list(_ names: [String]) {
            for (i, n) in names.enumerated() { if i > 0 { add(", ") }; add(n) }
        }
        for (k, g) in groups.enumerated() {
            if k > 0 { add("; ") }
            guard !g.key.head.isEmpty else { continue }   // an empty part, as `Words.on` gives it
            add(g.key.head); add(" on "); list(g.viewports); add(g.key.tail)
        }
        if !unsureOn.isEmpty { add("; unverified on "); list(unsureOn) }
        if !fine.isEmpty { add("; fine on "); list(fine) }
        return String(decoding: out, as: UTF8.self)
    }

    /// How the failing scales of one viewport read, around where the viewports are named: "from AX3"
    /// + " on iphone-se-320" + " (fine at xxxLarge)". Viewports whose words are equal are named together.
    struct Words: Equatable {
        var head: String
        var tail = ""
        /// The words with `on` ("on iphone-se-320, iphone-393") in place; empty when there are none.
        func on(_ on: String) -> String { head.isEmpty ? "" : head + " " + on + tail }
    }

    /// The words for one viewport. `scales`: the viewport's scales, smallest first; `failed`: those
    /// where it holds, in that order. A scale in `unsure` is one where the finding is only an
    /// unverified note: not called fine.
    /// (`unsure` is a viewport's few names, searched in place: a set was made of them for every viewport.)
    static func describe(scales: [String], failed: [String], unsure: [String] = []) -> Words {
        func state(_ scale: String) -> String { unsure.contains(scale) ? "unverified" : "fine" }
        if failed.count == scales.count {
            return Words(head: scales.count == 1 ? "at \(scales[0])" : "at every type scale")
        }
        guard let first = failed.first, let i = scales.firstIndex(of: first) else { return Words(head: "") }
        if scales[i...].elementsEqual(failed) {
            return i > 0 ? Words(head: "from \(first)", tail: " (\(state(scales[i - 1])) at \(scales[i - 1]))") : Words(head: "from \(first)")
        }
        if scales.prefix(failed.count).elementsEqual(failed) {
            return Words(head: "up to \(failed[failed.count - 1])", tail: " (\(state(scales[failed.count])) from \(scales[failed.count]))")
        }
        return Words(head: "at \(failed.joined(separator: ", "))")
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
