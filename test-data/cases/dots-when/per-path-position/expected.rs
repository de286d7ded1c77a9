fn notify(user: &User, urgent: bool) {
    open_session(user.id);
    if urgent {
        send_logged(Priority::High);
    } else {
        send_logged(Priority::Low);
    }
    send(Priority::Done);
}
