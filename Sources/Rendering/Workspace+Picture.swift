import LabText
import LayoutCore
import Workbench

extension Workspace {
    /// The workspace drawn: its picture, status line and notes, laid out from a new cache.
    public func picture(options: RenderOptions) -> [String] {
        picture(of: LayoutEngine.layout(items, configuration, proposal: proposal, origin: origin), options: options)
    }

    /// The workspace drawn from a run the caller made (the shell's, with the cache it keeps).
    public func picture(of result: LayoutResult, options: RenderOptions) -> [String] {
        if let collection { return CollectionPicture.lines(collection, options: options) }
        return LayoutPicture.lines(
            result, items: items, configuration: configuration, proposal: proposal, origin: origin, options: options)
    }

    /// A flow layout's drawing alone, without the status line and notes under it (which a
    /// window wraps as prose): what must fit across a window when a picture is drawn larger.
    public func drawing(of result: LayoutResult, options: RenderOptions) -> [String] {
        PictureRenderer(options: options).render(result, items: items, offered: proposal)
    }

    /// The picture of a run, fitted into `room` lines of a window `options.maxColumns` wide when
    /// a room is given: a scrolling collection is drawn smaller until the picture and its
    /// status lines, as the window wraps them, fit (a flow layout's picture is as it is).
    public func picture(of result: LayoutResult, options: RenderOptions, room: Int?) -> [String] {
        fitted(result, options: options, room: room).lines
    }

    /// How a scrolling collection is drawn in `room` lines: the drawing itself, with its scale
    /// and what it shows (nil for a flow layout, or with no room to fit).
    public func collectionDrawing(options: RenderOptions, room: Int?) -> CollectionRenderer.Drawing? {
        guard let scene = collection, room != nil else { return nil }
        let options = fitted(freshLayout(), options: options, room: room).options
        return CollectionRenderer(options: options).drawing(scene, scene.attributes())
    }

    /// The picture's lines, and the options it was drawn with: for a collection given a room,
    /// drawn smaller until it and its status lines, as the window wraps them, fit.
    private func fitted(_ result: LayoutResult, options: RenderOptions, room: Int?) -> (
        lines: [String], options: RenderOptions
    ) {
        guard let room, collection != nil else { return (picture(of: result, options: options), options) }
        var options = options
        // The status line and the parameters stand under the picture (notes, if any, too:
        // the loop finds them).
        options.pictureLines = max(5, room - 2)
        var lines = picture(of: result, options: options)
        for _ in 0..<4 {
            let over = TextWrap.fit(lines, width: options.maxColumns).count - room
            guard over > 0, let current = options.pictureLines, current > 5 else { break }
            options.pictureLines = max(5, current - over)
            lines = picture(of: result, options: options)
        }
        return (lines, options)
    }

    /// The lines a picture's status gives in plain words, the layout's state and its settings
    /// (a collection's bounds and every parameter: correction, inset…), without what an open
    /// question asks: what a slide shows under its SVG, as demo does under its picture.
    public func settingsLines(withheld: Set<PictureDetail> = []) -> [String] {
        if let collection { return CollectionPicture.statusLines(collection, withheld: withheld) }
        var options = RenderOptions()
        options.plainStatus = true
        options.withheld = withheld
        return [LayoutPicture.plainSummary(freshLayout(), itemCount: items.count, configuration, proposal, options)]
    }

    /// The workspace as SVG: a collection as it scrolls, a flow layout from `result` (a new run
    /// when not given).
    public func svg(of result: LayoutResult? = nil, withheld: Set<PictureDetail> = []) -> String {
        // (`if let`, not `collection.map { … } ?? …`, which crashes Swift 6.3.1's optimiser.)
        if let scene = collection { return CollectionSVG.render(scene, scene.attributes()) }
        return SVGRenderer.render(result ?? freshLayout(), items: items, offered: proposal, withheld: withheld)
    }

}
