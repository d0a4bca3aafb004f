(define (problem plan_trial_H00005_plate_fridge)
(:domain alfred)
(:objects
  agent1 - agent
  MugType - otype
  PanType - otype
  PlateType - otype
  SpoonType - otype
  CounterTopType - rtype
  DiningTableType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Plate_bar__plus_00_dot_67_bar__plus_00_dot_27_bar__plus_01_dot_18 - object
  Mug_bar__minus_01_dot_95_bar__plus_00_dot_89_bar__plus_02_dot_21 - object
  Pan_bar__minus_01_dot_71_bar__minus_02_dot_23_bar__minus_01_dot_68 - object
  Spoon_bar__minus_00_dot_49_bar__plus_00_dot_07_bar__plus_02_dot_21 - object
  DiningTable_bar__plus_00_dot_41_bar__minus_01_dot_85_bar__minus_02_dot_11 - receptacle
  Fridge_bar__plus_02_dot_01_bar__minus_02_dot_39_bar__minus_01_dot_89 - receptacle
  CounterTop_bar__plus_01_dot_06_bar__plus_00_dot_27_bar__plus_00_dot_53 - receptacle
  Microwave_bar__minus_02_dot_35_bar__plus_01_dot_01_bar__plus_00_dot_56 - receptacle
  Sink_bar__plus_02_dot_17_bar__minus_00_dot_59_bar__minus_02_dot_20_bar_SinkBasin - receptacle
  loc_bar_0_bar_1_bar_2_bar_30 - location
  loc_bar__minus_1_bar__minus_1_bar_1_bar_0 - location
  loc_bar__minus_1_bar__minus_3_bar_2_bar_15 - location
  loc_bar__minus_3_bar_3_bar_3_bar_0 - location
  loc_bar__minus_4_bar_4_bar_3_bar_45 - location
  loc_bar__minus_5_bar__minus_7_bar_2_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_4_bar_4_bar_3_bar_45)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PlateType)
  (canContain CounterTopType SpoonType)
  (canContain DiningTableType MugType)
  (canContain DiningTableType PanType)
  (canContain DiningTableType PlateType)
  (canContain DiningTableType SpoonType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (canContain SinkBasinType SpoonType)
  (receptacleType DiningTable_bar__plus_00_dot_41_bar__minus_01_dot_85_bar__minus_02_dot_11 DiningTableType)
  (receptacleAtLocation DiningTable_bar__plus_00_dot_41_bar__minus_01_dot_85_bar__minus_02_dot_11 loc_bar__minus_1_bar__minus_1_bar_1_bar_0)
  (receptacleType Fridge_bar__plus_02_dot_01_bar__minus_02_dot_39_bar__minus_01_dot_89 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_02_dot_01_bar__minus_02_dot_39_bar__minus_01_dot_89 loc_bar__minus_5_bar__minus_7_bar_2_bar_60)
  (openable Fridge_bar__plus_02_dot_01_bar__minus_02_dot_39_bar__minus_01_dot_89)
  (receptacleType CounterTop_bar__plus_01_dot_06_bar__plus_00_dot_27_bar__plus_00_dot_53 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_06_bar__plus_00_dot_27_bar__plus_00_dot_53 loc_bar__minus_3_bar_3_bar_3_bar_0)
  (receptacleType Microwave_bar__minus_02_dot_35_bar__plus_01_dot_01_bar__plus_00_dot_56 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_02_dot_35_bar__plus_01_dot_01_bar__plus_00_dot_56 loc_bar_0_bar_1_bar_2_bar_30)
  (openable Microwave_bar__minus_02_dot_35_bar__plus_01_dot_01_bar__plus_00_dot_56)
  (receptacleType Sink_bar__plus_02_dot_17_bar__minus_00_dot_59_bar__minus_02_dot_20_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_02_dot_17_bar__minus_00_dot_59_bar__minus_02_dot_20_bar_SinkBasin loc_bar__minus_1_bar__minus_3_bar_2_bar_15)
  (objectType Plate_bar__plus_00_dot_67_bar__plus_00_dot_27_bar__plus_01_dot_18 PlateType)
  (inReceptacle Plate_bar__plus_00_dot_67_bar__plus_00_dot_27_bar__plus_01_dot_18 Sink_bar__plus_02_dot_17_bar__minus_00_dot_59_bar__minus_02_dot_20_bar_SinkBasin)
  (objectAtLocation Plate_bar__plus_00_dot_67_bar__plus_00_dot_27_bar__plus_01_dot_18 loc_bar__minus_1_bar__minus_3_bar_2_bar_15)
  (pickupable Plate_bar__plus_00_dot_67_bar__plus_00_dot_27_bar__plus_01_dot_18)
  (cleanable Plate_bar__plus_00_dot_67_bar__plus_00_dot_27_bar__plus_01_dot_18)
  (heatable Plate_bar__plus_00_dot_67_bar__plus_00_dot_27_bar__plus_01_dot_18)
  (coolable Plate_bar__plus_00_dot_67_bar__plus_00_dot_27_bar__plus_01_dot_18)
  (objectType Mug_bar__minus_01_dot_95_bar__plus_00_dot_89_bar__plus_02_dot_21 MugType)
  (inReceptacle Mug_bar__minus_01_dot_95_bar__plus_00_dot_89_bar__plus_02_dot_21 Sink_bar__plus_02_dot_17_bar__minus_00_dot_59_bar__minus_02_dot_20_bar_SinkBasin)
  (objectAtLocation Mug_bar__minus_01_dot_95_bar__plus_00_dot_89_bar__plus_02_dot_21 loc_bar__minus_1_bar__minus_3_bar_2_bar_15)
  (pickupable Mug_bar__minus_01_dot_95_bar__plus_00_dot_89_bar__plus_02_dot_21)
  (cleanable Mug_bar__minus_01_dot_95_bar__plus_00_dot_89_bar__plus_02_dot_21)
  (heatable Mug_bar__minus_01_dot_95_bar__plus_00_dot_89_bar__plus_02_dot_21)
  (coolable Mug_bar__minus_01_dot_95_bar__plus_00_dot_89_bar__plus_02_dot_21)
  (objectType Pan_bar__minus_01_dot_71_bar__minus_02_dot_23_bar__minus_01_dot_68 PanType)
  (inReceptacle Pan_bar__minus_01_dot_71_bar__minus_02_dot_23_bar__minus_01_dot_68 DiningTable_bar__plus_00_dot_41_bar__minus_01_dot_85_bar__minus_02_dot_11)
  (objectAtLocation Pan_bar__minus_01_dot_71_bar__minus_02_dot_23_bar__minus_01_dot_68 loc_bar__minus_1_bar__minus_1_bar_1_bar_0)
  (pickupable Pan_bar__minus_01_dot_71_bar__minus_02_dot_23_bar__minus_01_dot_68)
  (cleanable Pan_bar__minus_01_dot_71_bar__minus_02_dot_23_bar__minus_01_dot_68)
  (coolable Pan_bar__minus_01_dot_71_bar__minus_02_dot_23_bar__minus_01_dot_68)
  (objectType Spoon_bar__minus_00_dot_49_bar__plus_00_dot_07_bar__plus_02_dot_21 SpoonType)
  (inReceptacle Spoon_bar__minus_00_dot_49_bar__plus_00_dot_07_bar__plus_02_dot_21 CounterTop_bar__plus_01_dot_06_bar__plus_00_dot_27_bar__plus_00_dot_53)
  (objectAtLocation Spoon_bar__minus_00_dot_49_bar__plus_00_dot_07_bar__plus_02_dot_21 loc_bar__minus_3_bar_3_bar_3_bar_0)
  (pickupable Spoon_bar__minus_00_dot_49_bar__plus_00_dot_07_bar__plus_02_dot_21)
  (cleanable Spoon_bar__minus_00_dot_49_bar__plus_00_dot_07_bar__plus_02_dot_21)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PlateType)
                    (receptacleType ?r FridgeType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
