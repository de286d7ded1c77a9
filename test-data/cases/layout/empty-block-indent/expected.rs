impl Handler for Noop {
    fn on_event(&self, _e: &Event) {
        log_entry();
    }
}
