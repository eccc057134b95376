import ComposableArchitecture
import Foundation

/// An inbox: tapping a message pushes its screen on a stack, where deleting it asks first in an
/// alert held directly as `@Presents var alert`, its `Alert` enum plain, as TCA's tutorials write
/// it.
@Reducer
struct MessagesFeature {
  @ObservableState
  struct State: Equatable {
    var messages: IdentifiedArrayOf<Message> = [
      Message(id: 1, subject: "Lunch?"), Message(id: 2, subject: "Release notes"),
    ]
    var path = StackState<MessageDetailFeature.State>()

    init() {}
  }

  enum Action {
    case messageTapped(Message.ID)
    case path(StackActionOf<MessageDetailFeature>)
  }

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .messageTapped(let id):
        guard let message = state.messages[id: id] else { return .none }
        state.path.append(MessageDetailFeature.State(message: message))
        return .none

      case .path(.element(id: let id, action: .delegate(.deleteMessage))):
        guard let detail = state.path[id: id] else { return .none }
        state.messages.remove(id: detail.message.id)
        state.path.pop(from: id)
        return .none

      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      MessageDetailFeature()
    }
  }
}

/// A message in the inbox.
struct Message: Equatable, Identifiable {
  var id: Int
  var subject: String
}

/// One message's screen: Delete asks in an alert, whose Cancel button sends nothing.
@Reducer
struct MessageDetailFeature {
  @ObservableState
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    let message: Message

    init(message: Message) {
      self.message = message
    }
  }

  enum Action {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case deleteButtonTapped

    enum Alert: Equatable {
      case confirmDeletion
    }

    enum Delegate: Equatable {
      case deleteMessage
    }
  }

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        return .send(.delegate(.deleteMessage))

      case .alert, .delegate:
        return .none

      case .deleteButtonTapped:
        state.alert = AlertState {
          TextState("Delete \"\(state.message.subject)\"?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
          }
          ButtonState(role: .cancel) {
            TextState("Cancel")
          }
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}
