import LayoutCore
import Rendering

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

    /// The picture of a run, fitted into `room` lines of a window `options.maxColumns` wide when
    /// a room is given: a scrolling collection is drawn smaller until the picture and its
    /// status lines, as the window wraps them, fit (a flow layout's picture is as it is).
    public func picture(of result: LayoutResult, options: RenderOptions, room: Int?) -> [String] {
        guard let room, collection != nil else { return picture(of: result, options: options) }
        var options = options
        // The status line, the parameters and a note stand under the picture.
        options.pictureLines = max(5, room - 4)
        var lines = picture(of: result, options: options)
        for _ in 0..<3 {
            let over = TextWrap.fit(lines, width: options.maxColumns).count - room
            guard over > 0, let current = options.pictureLines, current > 5 else { break }
            options.pictureLines = max(5, current - over)
            lines = picture(of: result, options: options)
        }
        return lines
    }

    /// One run of the workspace's layout from a new cache.
    public func layout(tracing: Bool = false) -> LayoutResult {
        LayoutEngine.layout(items, configuration, proposal: proposal, origin: origin, tracing: tracing)
    }
}
