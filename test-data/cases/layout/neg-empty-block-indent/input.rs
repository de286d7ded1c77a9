impl Handler for Noop {
    fn on_event(&self, e: &Event) {
        record(e);
    }
}
