import LabSupport

/// The tests draw their generated inputs from the same seeded source as the exercise checker.
public typealias SeededGenerator = LabSupport.SeededGenerator
