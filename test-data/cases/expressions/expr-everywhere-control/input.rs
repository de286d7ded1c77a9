fn drain(queue: &mut Queue, input: Option<&str>) -> bool {
    while queue.pending.len() == 0 {
        queue.refill();
    }
    if input.unwrap_or("").len() == 0 {
        return queue.errors.len() == 0;
    }
    let verdict = match input {
        Some(s) if s.trim().len() == 0 => false,
        Some(s) => s.lines().collect::<Vec<_>>().len() == 0,
        None => queue.done.len() == 0,
    };
    let Some(head) = queue.pending.first() else { return queue.pending.len() == 0 };
    verdict && head.name.len() == 0
}
