import CustomDump

/// The work a reducer asks the store to do after it changed state: nothing, actions to feed back
/// at once, or asynchronous work that sends actions back later.
///
/// Mirrors TCA's `Effect<Action>`. The store interprets the effect: actions from ``send(_:)``
/// join the store's first-in-first-out buffer and are reduced before `send` returns; the
/// operation of ``run(priority:name:operation:catch:fileID:line:)`` runs as a task whose actions join
/// the store when they arrive. Effects compose (``merge(_:)-(Effect<Action>...)``,
/// ``concatenate(_:)-(Effect<Action>...)``, ``map(_:)``) and can be cancelled by id
/// (``cancellable(id:cancelInFlight:)``, ``cancel(id:)``).
public struct Effect<Action> {
  @usableFromInline
  enum Operation {
    case none
    case send(Action)
    case run(EffectPriority?, @Sendable (Send<Action>) async -> Void)
    case merge([Effect])
    case concatenate([Effect])
    indirect case cancellable(EffectID, cancelInFlight: Bool, Effect)
    case cancel(EffectID)
  }

  /// An operation other than `.none`, boxed so that an effect is one reference whatever its
  /// `Action`.
  @usableFromInline
  final class Box {
    @usableFromInline let operation: Operation

    @usableFromInline
    init(_ operation: Operation) { self.operation = operation }
  }

  /// The operation; `nil` for `.none`, what most reducers return: making, checking, copying and
  /// dropping that effect costs nothing, and code generic over the action (the store's engine)
  /// handles an effect without looking up its type's layout.
  @usableFromInline let box: Box?

  @inlinable
  init(box: Box?) { self.box = box }

  @inlinable
  init(operation: Operation) {
    if case .none = operation {
      self.box = nil
    } else {
      self.box = Box(operation)
    }
  }

  /// What the effect does.
  @inlinable
  var operation: Operation { box?.operation ?? .none }

  /// Whether the effect does nothing.
  @inlinable
  var isNone: Bool { box == nil }
}

extension Effect: Sendable where Action: Sendable {}
extension Effect.Box: Sendable where Action: Sendable {}
extension Effect.Operation: Sendable where Action: Sendable {}

extension Effect {
  /// An effect that does nothing and finishes at once.
  @inlinable
  public static var none: Self { Self(box: nil) }

  /// An effect that feeds `action` straight back into the store.
  ///
  /// The store reduces it right after the action that returned this effect, before `send` returns
  /// (TCA prefers calling shared logic directly; this exists for porting).
  @inlinable
  public static func send(_ action: Action) -> Self { Self(operation: .send(action)) }

  /// An effect that runs `operation` as a task and sends the actions it produces back to the store.
  ///
  /// The operation runs with the dependencies that were current when the effect was made (the
  /// store's, plus any `.dependency` override around the reducer that returned it), as in TCA.
  /// Actions it sends are reduced with the store's own dependencies.
  ///
  /// ```swift
  /// return .run { [count = state.count] send in
  ///   await send(.factResponse(try await factClient.fetch(count)))
  /// } catch: { error, send in
  ///   await send(.factFailed)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - name: A name for the work, as TCA's `run(name:)` takes; unhandled errors cite it.
  ///   - operation: The work; call `send(action)` to feed actions back.
  ///   - handler: Called with an error the operation throws (other than cancellation), to turn it
  ///     into actions; without it the error is reported as a runtime warning naming this call.
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    line: UInt = #line
  ) -> Self {
    let fileID = "\(fileID)"
    let dependencies = DependencyValues._current
    return Self(
      operation: .run(priority.map(EffectPriority.init)) { send in
        await DependencyValues.$_current.withValue(dependencies) {
          do {
            try await operation(send)
          } catch  where error is CancellationError || Task.isCancelled {
          } catch {
            guard let handler else {
              runtimeWarn(
                """
                An "Effect.run"\(name.map { " named \"\($0)\"" } ?? "") returned from \
                "\(fileID):\(line)" threw an unhandled error.

                \(String(customDumping: error).indent(by: 4))

                Only a cancellation may end an "Effect.run" with an error: handle any other in \
                the effect's "catch:" closure, or with a "do" block in the operation.
                """)
              return
            }
            await handler(error, send)
          }
        }
      })
  }

  /// An effect that runs `effects` at the same time.
  @inlinable
  public static func merge(_ effects: Self...) -> Self { .merge(effects) }

  /// An effect that runs `effects` at the same time.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .merge(effects))
    }
  }

  /// An effect that runs `effects` one after another, each starting when the previous finished.
  ///
  /// Cancelling it (by a surrounding ``cancellable(id:cancelInFlight:)``) stops the effect
  /// running now and starts none of the rest.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self { .concatenate(effects) }

  /// An effect that runs `effects` one after another, each starting when the previous finished.
  @inlinable
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .concatenate(effects))
    }
  }

  /// This effect merged with `other`.
  @inlinable
  public func merge(with other: Self) -> Self {
    if other.isNone { return self }
    if isNone { return other }
    return .merge(self, other)
  }

  /// This effect followed by `other`.
  @inlinable
  public func concatenate(with other: Self) -> Self {
    if other.isNone { return self }
    if isNone { return other }
    return .concatenate(self, other)
  }

  /// An effect that sends `transform(action)` for each action this one sends.
  ///
  /// `Scope` uses it to lift a child's effects into the parent's action. Cancel ids and
  /// cancellations inside the effect keep working after the transform.
  @inlinable
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    // `.none` (what most actions return) is answered here, before anything needs the metadata
    // of `Effect<T>.Operation`: in generic code that is not specialized (the shell's step
    // recorder), that metadata is looked up again at each call (~3% of a shell step).
    guard let box else { return .none }
    return Self.map(box, transform)
  }

  /// ``map(_:)`` of an effect other than `.none`.
  @usableFromInline
  @inline(never)
  static func map<T>(
    _ box: Box, _ transform: @escaping @Sendable (Action) -> T
  ) -> Effect<T> {
    switch box.operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform(action))
    case .run(let priority, let operation):
      return Effect<T>(
        operation: .run(priority) { send in
          await operation(Send { action in send(transform(action)) })
        })
    case .merge(let effects):
      return Effect<T>(operation: .merge(effects.map { $0.map(transform) }))
    case .concatenate(let effects):
      return Effect<T>(operation: .concatenate(effects.map { $0.map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<T>(
        operation: .cancellable(id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id):
      return Effect<T>(operation: .cancel(id))
    }
  }

  /// Whether the store can carry out this effect entirely before `send` returns: it only sends
  /// actions or cancels, with no asynchronous work.
  var isSynchronous: Bool {
    switch operation {
    case .none, .send, .cancel: true
    case .run: false
    case .merge(let effects), .concatenate(let effects): effects.allSatisfy(\.isSynchronous)
    case .cancellable(_, _, let effect): effect.isSynchronous
    }
  }
}

/// The effect of a feature's reducer: `EffectOf<Counter>` is `Effect<Counter.Action>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
