fn notify(user: &User, urgent: bool) {
    open_session(user.id);
    if urgent {
        send_to(user.id, Priority::High);
    } else {
        send_to(user.id, Priority::Low);
    }
}
