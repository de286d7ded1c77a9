struct Queue {
    items: Vec<u32>,
}

impl Queue {
    fn len(&self) -> usize {
        self.items.len()
    }
}

fn idle(jobs: &Vec<u32>, queue: &Queue) -> bool {
    jobs.len() == 0 && queue.len() == 0
}
