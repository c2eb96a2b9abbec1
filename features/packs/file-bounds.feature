@packs/file-bounds
Feature: Bounds on pack files
  A pack file is read only when it is a regular file of at most 32 MiB (checked before reading),
  and no text in a pack is longer than 65,536 characters. What breaks a bound is refused with
  a diagnostic before it can cost time or memory.

  Scenario: A title longer than any text may be is refused while the file is read
    Given a JSON pack file whose level title is 70000 characters long
    When the pack file is read and loaded
    Then reading the file fails with:
      | code          | path             |
      | text-too-long | /levels/0/title  |

  Scenario: A title longer than any text may be is refused when the data is loaded
    Given a pack whose level title is 70000 characters long
    When the pack is loaded
    Then loading fails with:
      | code          | path            |
      | text-too-long | /levels/0/title |

  Scenario: A pack file larger than 32 MiB is refused before it is read
    Given a pack file of 40 MiB
    When the pack file is read and loaded
    Then reading the file fails with:
      | code           | path |
      | file-too-large |      |

  Scenario: A FIFO named pack.json is refused, not waited on
    Given a pack folder whose pack.json is a FIFO nobody writes to
    When the pack file is read and loaded
    Then reading the file fails with:
      | code         | path |
      | special-file |      |
