import CardlintModel

extension Engine {
    /// An image's size: explicit `width`/`height` pixels win; else `size` small/medium/large from the
    /// host config `imageSizes` (the width), `stretch` = the available width, `auto` = the unknown
    /// natural size assumed to be `autoImageWidth`, capped at the available width. A missing
    /// dimension follows `assumedImageAspectRatio` (square by default).
    func imageSize(_ id: Int, available: Double) -> (width: Double, height: Double) {
        let aspect = max(0.01, metrics.assumedImageAspectRatio)
        let pw = info[id].style.pixelWidth, ph = info[id].style.pixelHeight
        if let w = pw { return (w, ph ?? w / aspect) }
        if let h = ph { return (h * aspect, h) }
        let w: Double
        switch info[id].style.imageSize ?? .auto {
        case .small: w = hc.imageSizes.small
        case .medium: w = hc.imageSizes.medium
        case .large: w = hc.imageSizes.large
        case .stretch: w = available.isFinite ? available : hc.imageSizes.large
        case .auto: w = min(metrics.autoImageWidth, available)
        }
        return (w, w / aspect)
    }

    /// Places an image by `horizontalAlignment`. An image is never drawn wider than its space: one
    /// that asks for more is scaled down to `width`, keeping its aspect ratio (measured in the
    /// JavaScript renderer; the native ones fit images to their container likewise).
    func layoutImage(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        var size = imageSize(id, available: width)
        if size.width > width, size.width > 0 {
            size = (max(0, width), size.height * max(0, width) / size.width)
        }
        var dx = 0.0
        if size.width < width {
            switch info[id].style.horizontalAlignment {
            case .center: dx = (width - size.width) / 2
            case .right: dx = width - size.width
            case .left: break
            }
        }
        let guessed = info[id].style.pixelWidth == nil && info[id].style.pixelHeight == nil && (info[id].style.imageSize ?? .auto) == .auto
        put(LayoutBox(nodeID: id, frame: Rect(x: x + dx, y: y, width: size.width, height: size.height),
                      flags: guessed ? .sizeUnknown : []))
        return size.height
    }

    /// A Teams `Icon`: a square of its `size` (see `LayoutMetrics.iconSides`), aligned like an image.
    func iconSide(_ id: Int) -> Double {
        let size = (card.nodes[id].json["size"]?.string ?? "standard").lowercased()
        return metrics.iconSides[size] ?? metrics.iconSides["standard"] ?? 24
    }

    func layoutIcon(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        let side = iconSide(id)
        var dx = 0.0
        if side < width {
            switch info[id].style.horizontalAlignment {
            case .center: dx = (width - side) / 2
            case .right: dx = width - side
            case .left: break
            }
        }
        put(LayoutBox(nodeID: id, frame: Rect(x: x + dx, y: y, width: side, height: side)))
        return side
    }

    /// Side of the images of an ImageSet: `imageSize` or host `imageSet.imageSize` (`auto`/`stretch` = medium).
    func imageSetSide(_ id: Int) -> Double {
        switch name(id, "imageSize", hc.imageSet.imageSize) {
        case .small: hc.imageSizes.small
        case .large: hc.imageSizes.large
        default: hc.imageSizes.medium
        }
    }

    /// Images flow left to right and wrap; each is `imageSetSide` wide, its height capped at
    /// `imageSet.maxImageHeight`; gaps (across and down) are the renderer's image-set gap, else `spacing.small`.
    func layoutImageSet(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        let side = min(imageSetSide(id), max(0, width))
        let h = min(side / max(0.01, metrics.assumedImageAspectRatio), hc.imageSet.maxImageHeight)
        let gap = renderer.imageSetGap ?? hc.spacing.small
        var cx = x, cy = y
        for (i, img) in children(id, .images).enumerated() {
            if i > 0 {
                if cx + side > x + width + 0.01 { cx = x; cy += h + gap }
            }
            put(LayoutBox(nodeID: img, frame: Rect(x: cx, y: cy, width: side, height: h)))
            cx += side + gap
        }
        let total = cx == x && cy == y ? 0 : cy + h - y
        put(LayoutBox(nodeID: id, frame: Rect(x: x, y: y, width: width, height: total)))
        return total
    }

    /// Media: the poster spans the width at 16:9; the whole poster is the play target.
    func layoutMedia(_ id: Int, x: Double, y: Double, width: Double) -> Double {
        let h = width / metrics.mediaAspectRatio
        let f = Rect(x: x, y: y, width: width, height: h)
        put(LayoutBox(nodeID: id, frame: f, hitArea: f))
        return h
    }
}
