impl Scheduler {
    fn tick(&self) {
        let state = self.state.borrow_mut();
        self.queue.borrow_mut().push(state.next());
        let mut q = self.queue.borrow_mut();
        q.retain(|j| j.alive());
        let n = self.queue.borrow().len();
        let log = self.log.borrow_mut();
        log.write(n);
    }
}
