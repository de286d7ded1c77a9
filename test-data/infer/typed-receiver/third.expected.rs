struct Stack {
    slots: Vec<u32>,
}

impl Stack {
    fn len(&self) -> usize {
        self.slots.len()
    }
}

fn done(pending: &Vec<u32>, stack: &Stack) -> bool {
    pending.is_empty() || stack.len() == 0
}
