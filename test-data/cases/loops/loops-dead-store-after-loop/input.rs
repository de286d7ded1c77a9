fn drain(queue: &mut Vec<Job>) -> usize {
    let mut done = 0;
    let mut current = None;
    while let Some(job) = queue.pop() {
        current = Some(job.id);
        run(job);
        done += 1;
    }
    current = None;
    done
}
