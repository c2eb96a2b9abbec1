@gates @docs/channel-markers
Feature: Channel markers are neutral shapes
  A thing with a channel carries the shape the host's channel table gives its channel (triangle
  ▲, circle ●, square ■, diamond ◆), drawn in the foreground colour and never in a property
  colour: a pink or blue gate would read as DEFEAT or SINK.

  Scenario: Channel markers use no property colour
    Given the board:
      | plate:circle@p | gate:circle@g | plate:diamond@q |
      | GATE           | IS            | DEFEAT          |
    When the board is drawn
    Then "p" and "g" are marked ●
    And "q" is marked ◆
    And every channel marker is drawn in the foreground colour and in no property colour
