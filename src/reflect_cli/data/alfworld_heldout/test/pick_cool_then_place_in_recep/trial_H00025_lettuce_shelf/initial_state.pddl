(define (problem plan_trial_H00025_lettuce_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  CupType - otype
  ForkType - otype
  LettuceType - otype
  MugType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Lettuce_bar__minus_01_dot_47_bar__minus_00_dot_75_bar__plus_02_dot_20 - object
  Fork_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__plus_01_dot_78 - object
  Apple_bar__minus_01_dot_26_bar__plus_02_dot_02_bar__minus_01_dot_93 - object
  Cup_bar__plus_01_dot_02_bar__minus_00_dot_92_bar__minus_00_dot_36 - object
  Mug_bar__minus_02_dot_05_bar__minus_02_dot_39_bar__plus_01_dot_66 - object
  Fridge_bar__plus_01_dot_07_bar__minus_01_dot_92_bar__plus_01_dot_00 - receptacle
  Sink_bar__minus_00_dot_11_bar__minus_02_dot_32_bar__minus_00_dot_62_bar_SinkBasin - receptacle
  DiningTable_bar__plus_02_dot_31_bar__minus_01_dot_97_bar__plus_00_dot_66 - receptacle
  CounterTop_bar__minus_00_dot_65_bar__plus_02_dot_35_bar__minus_00_dot_09 - receptacle
  Microwave_bar__minus_00_dot_96_bar__minus_00_dot_34_bar__minus_01_dot_83 - receptacle
  Shelf_bar__plus_00_dot_54_bar__plus_01_dot_07_bar__minus_01_dot_43 - receptacle
  loc_bar_2_bar__minus_1_bar_3_bar_45 - location
  loc_bar_6_bar_0_bar_2_bar_45 - location
  loc_bar_7_bar__minus_5_bar_2_bar_15 - location
  loc_bar_8_bar_3_bar_3_bar_60 - location
  loc_bar__minus_4_bar__minus_2_bar_0_bar_0 - location
  loc_bar__minus_5_bar_2_bar_3_bar_30 - location
  loc_bar__minus_8_bar_7_bar_2_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_7_bar__minus_5_bar_2_bar_15)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain DiningTableType AppleType)
  (canContain DiningTableType CupType)
  (canContain DiningTableType ForkType)
  (canContain DiningTableType LettuceType)
  (canContain DiningTableType MugType)
  (canContain FridgeType AppleType)
  (canContain FridgeType CupType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType MugType)
  (canContain ShelfType AppleType)
  (canContain ShelfType CupType)
  (canContain ShelfType ForkType)
  (canContain ShelfType LettuceType)
  (canContain ShelfType MugType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (receptacleType Fridge_bar__plus_01_dot_07_bar__minus_01_dot_92_bar__plus_01_dot_00 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_01_dot_07_bar__minus_01_dot_92_bar__plus_01_dot_00 loc_bar__minus_5_bar_2_bar_3_bar_30)
  (openable Fridge_bar__plus_01_dot_07_bar__minus_01_dot_92_bar__plus_01_dot_00)
  (receptacleType Sink_bar__minus_00_dot_11_bar__minus_02_dot_32_bar__minus_00_dot_62_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_11_bar__minus_02_dot_32_bar__minus_00_dot_62_bar_SinkBasin loc_bar_8_bar_3_bar_3_bar_60)
  (receptacleType DiningTable_bar__plus_02_dot_31_bar__minus_01_dot_97_bar__plus_00_dot_66 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_02_dot_31_bar__minus_01_dot_97_bar__plus_00_dot_66 loc_bar__minus_8_bar_7_bar_2_bar_30)
  (receptacleType CounterTop_bar__minus_00_dot_65_bar__plus_02_dot_35_bar__minus_00_dot_09 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_65_bar__plus_02_dot_35_bar__minus_00_dot_09 loc_bar_6_bar_0_bar_2_bar_45)
  (receptacleType Microwave_bar__minus_00_dot_96_bar__minus_00_dot_34_bar__minus_01_dot_83 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_00_dot_96_bar__minus_00_dot_34_bar__minus_01_dot_83 loc_bar_2_bar__minus_1_bar_3_bar_45)
  (openable Microwave_bar__minus_00_dot_96_bar__minus_00_dot_34_bar__minus_01_dot_83)
  (receptacleType Shelf_bar__plus_00_dot_54_bar__plus_01_dot_07_bar__minus_01_dot_43 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_00_dot_54_bar__plus_01_dot_07_bar__minus_01_dot_43 loc_bar__minus_4_bar__minus_2_bar_0_bar_0)
  (objectType Lettuce_bar__minus_01_dot_47_bar__minus_00_dot_75_bar__plus_02_dot_20 LettuceType)
  (inReceptacle Lettuce_bar__minus_01_dot_47_bar__minus_00_dot_75_bar__plus_02_dot_20 Sink_bar__minus_00_dot_11_bar__minus_02_dot_32_bar__minus_00_dot_62_bar_SinkBasin)
  (objectAtLocation Lettuce_bar__minus_01_dot_47_bar__minus_00_dot_75_bar__plus_02_dot_20 loc_bar_8_bar_3_bar_3_bar_60)
  (pickupable Lettuce_bar__minus_01_dot_47_bar__minus_00_dot_75_bar__plus_02_dot_20)
  (cleanable Lettuce_bar__minus_01_dot_47_bar__minus_00_dot_75_bar__plus_02_dot_20)
  (coolable Lettuce_bar__minus_01_dot_47_bar__minus_00_dot_75_bar__plus_02_dot_20)
  (sliceable Lettuce_bar__minus_01_dot_47_bar__minus_00_dot_75_bar__plus_02_dot_20)
  (objectType Fork_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__plus_01_dot_78 ForkType)
  (inReceptacle Fork_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__plus_01_dot_78 Shelf_bar__plus_00_dot_54_bar__plus_01_dot_07_bar__minus_01_dot_43)
  (objectAtLocation Fork_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__plus_01_dot_78 loc_bar__minus_4_bar__minus_2_bar_0_bar_0)
  (pickupable Fork_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__plus_01_dot_78)
  (cleanable Fork_bar__minus_01_dot_75_bar__minus_01_dot_86_bar__plus_01_dot_78)
  (objectType Apple_bar__minus_01_dot_26_bar__plus_02_dot_02_bar__minus_01_dot_93 AppleType)
  (inReceptacle Apple_bar__minus_01_dot_26_bar__plus_02_dot_02_bar__minus_01_dot_93 Sink_bar__minus_00_dot_11_bar__minus_02_dot_32_bar__minus_00_dot_62_bar_SinkBasin)
  (objectAtLocation Apple_bar__minus_01_dot_26_bar__plus_02_dot_02_bar__minus_01_dot_93 loc_bar_8_bar_3_bar_3_bar_60)
  (pickupable Apple_bar__minus_01_dot_26_bar__plus_02_dot_02_bar__minus_01_dot_93)
  (cleanable Apple_bar__minus_01_dot_26_bar__plus_02_dot_02_bar__minus_01_dot_93)
  (heatable Apple_bar__minus_01_dot_26_bar__plus_02_dot_02_bar__minus_01_dot_93)
  (coolable Apple_bar__minus_01_dot_26_bar__plus_02_dot_02_bar__minus_01_dot_93)
  (sliceable Apple_bar__minus_01_dot_26_bar__plus_02_dot_02_bar__minus_01_dot_93)
  (objectType Cup_bar__plus_01_dot_02_bar__minus_00_dot_92_bar__minus_00_dot_36 CupType)
  (inReceptacle Cup_bar__plus_01_dot_02_bar__minus_00_dot_92_bar__minus_00_dot_36 DiningTable_bar__plus_02_dot_31_bar__minus_01_dot_97_bar__plus_00_dot_66)
  (objectAtLocation Cup_bar__plus_01_dot_02_bar__minus_00_dot_92_bar__minus_00_dot_36 loc_bar__minus_8_bar_7_bar_2_bar_30)
  (pickupable Cup_bar__plus_01_dot_02_bar__minus_00_dot_92_bar__minus_00_dot_36)
  (cleanable Cup_bar__plus_01_dot_02_bar__minus_00_dot_92_bar__minus_00_dot_36)
  (heatable Cup_bar__plus_01_dot_02_bar__minus_00_dot_92_bar__minus_00_dot_36)
  (coolable Cup_bar__plus_01_dot_02_bar__minus_00_dot_92_bar__minus_00_dot_36)
  (objectType Mug_bar__minus_02_dot_05_bar__minus_02_dot_39_bar__plus_01_dot_66 MugType)
  (inReceptacle Mug_bar__minus_02_dot_05_bar__minus_02_dot_39_bar__plus_01_dot_66 Fridge_bar__plus_01_dot_07_bar__minus_01_dot_92_bar__plus_01_dot_00)
  (objectAtLocation Mug_bar__minus_02_dot_05_bar__minus_02_dot_39_bar__plus_01_dot_66 loc_bar__minus_5_bar_2_bar_3_bar_30)
  (pickupable Mug_bar__minus_02_dot_05_bar__minus_02_dot_39_bar__plus_01_dot_66)
  (cleanable Mug_bar__minus_02_dot_05_bar__minus_02_dot_39_bar__plus_01_dot_66)
  (heatable Mug_bar__minus_02_dot_05_bar__minus_02_dot_39_bar__plus_01_dot_66)
  (coolable Mug_bar__minus_02_dot_05_bar__minus_02_dot_39_bar__plus_01_dot_66)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o LettuceType)
                    (receptacleType ?r ShelfType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
