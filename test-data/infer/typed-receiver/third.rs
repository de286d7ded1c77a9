struct Stack {
    slots: Vec<u32>,
}

impl Stack {
    fn len(&self) -> usize {
        self.slots.len()
    }
}

fn done(pending: &Vec<u32>, stack: &Stack) -> bool {
    pending.len() == 0 || stack.len() == 0
}
