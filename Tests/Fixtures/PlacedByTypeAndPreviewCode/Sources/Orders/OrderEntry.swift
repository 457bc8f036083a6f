import WidgetKit

struct OrderEntry: TimelineEntry {
  let date: Date
  let title: String
}
