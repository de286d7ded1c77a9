fn notify(user: &User, urgent: bool) {
    open_session(user.id);
    if urgent {
        send(Priority::High);
    }
    flush();
}
