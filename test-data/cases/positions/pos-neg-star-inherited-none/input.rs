impl Scheduler {
    fn tick(&self) {
        self.queue.borrow_mut().push(self.state.borrow().next());
        let n = self.queue.borrow().len();
        self.log.borrow_mut().write(n);
    }
}
