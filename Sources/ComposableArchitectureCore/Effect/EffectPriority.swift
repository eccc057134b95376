/// The priority of an ``Effect/run(priority:name:operation:catch:fileID:line:)`` effect, as the
/// raw value of its `TaskPriority`.
///
/// `TaskPriority` comes from the concurrency library, whose types' layouts are hidden from other
/// modules (it is built for library evolution). An effect holding one directly would have a
/// layout known only at run time, and every `Effect` a reducer returns, `.none` included, would
/// be made, copied and destroyed through the runtime's generic value witnesses.
@usableFromInline
struct EffectPriority: Sendable {
  let rawValue: UInt8

  init(_ priority: TaskPriority) {
    self.rawValue = priority.rawValue
  }

  /// The task priority this stands for.
  var taskPriority: TaskPriority { TaskPriority(rawValue: rawValue) }
}
